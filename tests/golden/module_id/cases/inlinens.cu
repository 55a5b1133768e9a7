namespace N { inline namespace V { void z() {} } }
