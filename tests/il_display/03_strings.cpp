const char *greeting = "hello\n";
const char raw[] = "tab\there";
const char escapes[] = "a\a\b\f\v\r\\?\x7f";
const wchar_t *wide = L"wide";
const char16_t *u16 = u"sixteen";
const char32_t *u32 = U"thirty-two";
char buffer[16];
