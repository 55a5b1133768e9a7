namespace { int av; void af() {} }
