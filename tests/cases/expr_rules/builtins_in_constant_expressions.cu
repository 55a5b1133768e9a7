// Every builtin of tables/builtins.yaml, called from a constexpr function used in a static_assert:
// 28 exactly for the `not_constant` list (EDG evaluates the `constant` list).
constexpr int p_sin() { (void)__builtin_sin(1.0); return 1; }
constexpr int p_cos() { (void)__builtin_cos(1.0); return 1; }
constexpr int p_tan() { (void)__builtin_tan(1.0); return 1; }
constexpr int p_sqrt() { (void)__builtin_sqrt(1.0); return 1; }
constexpr int p_exp() { (void)__builtin_exp(1.0); return 1; }
constexpr int p_log() { (void)__builtin_log(1.0); return 1; }
constexpr int p_fabs() { (void)__builtin_fabs(1.0); return 1; }
constexpr int p_floor() { (void)__builtin_floor(1.0); return 1; }
constexpr int p_ceil() { (void)__builtin_ceil(1.0); return 1; }
constexpr int p_trunc() { (void)__builtin_trunc(1.0); return 1; }
constexpr int p_round() { (void)__builtin_round(1.0); return 1; }
constexpr int p_lgamma() { (void)__builtin_lgamma(1.0); return 1; }
constexpr int p_tgamma() { (void)__builtin_tgamma(1.0); return 1; }
constexpr int p_erf() { (void)__builtin_erf(1.0); return 1; }
constexpr int p_cbrt() { (void)__builtin_cbrt(1.0); return 1; }
constexpr int p_asin() { (void)__builtin_asin(1.0); return 1; }
constexpr int p_acos() { (void)__builtin_acos(1.0); return 1; }
constexpr int p_atan() { (void)__builtin_atan(1.0); return 1; }
constexpr int p_sinh() { (void)__builtin_sinh(1.0); return 1; }
constexpr int p_cosh() { (void)__builtin_cosh(1.0); return 1; }
constexpr int p_tanh() { (void)__builtin_tanh(1.0); return 1; }
constexpr int p_exp2() { (void)__builtin_exp2(1.0); return 1; }
constexpr int p_log2() { (void)__builtin_log2(1.0); return 1; }
constexpr int p_log10() { (void)__builtin_log10(1.0); return 1; }
constexpr int p_expm1() { (void)__builtin_expm1(1.0); return 1; }
constexpr int p_log1p() { (void)__builtin_log1p(1.0); return 1; }
constexpr int p_logb() { (void)__builtin_logb(1.0); return 1; }
constexpr int p_pow() { (void)__builtin_pow(1.0, 1.0); return 1; }
constexpr int p_fmod() { (void)__builtin_fmod(1.0, 1.0); return 1; }
constexpr int p_atan2() { (void)__builtin_atan2(1.0, 1.0); return 1; }
constexpr int p_hypot() { (void)__builtin_hypot(1.0, 1.0); return 1; }
constexpr int p_fmin() { (void)__builtin_fmin(1.0, 1.0); return 1; }
constexpr int p_fmax() { (void)__builtin_fmax(1.0, 1.0); return 1; }
constexpr int p_copysign() { (void)__builtin_copysign(1.0, 1.0); return 1; }
constexpr int p_nextafter() { (void)__builtin_nextafter(1.0, 1.0); return 1; }
constexpr int p_sinf() { (void)__builtin_sinf(1.0f); return 1; }
constexpr int p_cosf() { (void)__builtin_cosf(1.0f); return 1; }
constexpr int p_sqrtf() { (void)__builtin_sqrtf(1.0f); return 1; }
constexpr int p_expf() { (void)__builtin_expf(1.0f); return 1; }
constexpr int p_logf() { (void)__builtin_logf(1.0f); return 1; }
constexpr int p_fabsf() { (void)__builtin_fabsf(1.0f); return 1; }
constexpr int p_floorf() { (void)__builtin_floorf(1.0f); return 1; }
constexpr int p_ceilf() { (void)__builtin_ceilf(1.0f); return 1; }
constexpr int p_powf() { (void)__builtin_powf(1.0f, 1.0f); return 1; }
constexpr int p_abs() { (void)__builtin_abs(1); return 1; }
constexpr int p_ffs() { (void)__builtin_ffs(1); return 1; }
constexpr int p_clz() { (void)__builtin_clz(1); return 1; }
constexpr int p_ctz() { (void)__builtin_ctz(1); return 1; }
constexpr int p_popcount() { (void)__builtin_popcount(1); return 1; }
constexpr int p_parity() { (void)__builtin_parity(1); return 1; }
constexpr int p_labs() { (void)__builtin_labs(1L); return 1; }
constexpr int p_llabs() { (void)__builtin_llabs(1LL); return 1; }
constexpr int p_bswap32() { (void)__builtin_bswap32(1u); return 1; }
constexpr int p_bswap64() { (void)__builtin_bswap64(1ull); return 1; }
constexpr int p_clzll() { (void)__builtin_clzll(1ull); return 1; }
constexpr int p_ctzll() { (void)__builtin_ctzll(1ull); return 1; }
constexpr int p_popcountll() { (void)__builtin_popcountll(1ull); return 1; }
constexpr int p_frexp() { int i = 0; (void)__builtin_frexp(1.0, &i); return 1; }
constexpr int p_modf() { double d = 0; (void)__builtin_modf(1.0, &d); return 1; }
constexpr int p_remquo() { int i = 0; (void)__builtin_remquo(1.0, 1.0, &i); return 1; }
constexpr int p_sincos() { double a = 0, b = 0; __builtin_sincos(1.0, &a, &b); return 1; }
constexpr int p_lgamma_r() { int i = 0; (void)__builtin_lgamma_r(1.0, &i); return 1; }
constexpr int p_ldexp() { (void)__builtin_ldexp(1.0, 1); return 1; }
constexpr int p_ilogb() { (void)__builtin_ilogb(1.0); return 1; }
constexpr int p_scalbn() { (void)__builtin_scalbn(1.0, 1); return 1; }
constexpr int p_fma() { (void)__builtin_fma(1.0, 1.0, 1.0); return 1; }
constexpr int p_nan() { (void)__builtin_nan(""); return 1; }
constexpr int p_nanf() { (void)__builtin_nanf(""); return 1; }
constexpr int p_inf() { (void)__builtin_inf(); return 1; }
constexpr int p_huge_val() { (void)__builtin_huge_val(); return 1; }
constexpr int p_inff() { (void)__builtin_inff(); return 1; }
constexpr int p_huge_valf() { (void)__builtin_huge_valf(); return 1; }
constexpr int p_isnan() { (void)__builtin_isnan(1.0); return 1; }
constexpr int p_isinf() { (void)__builtin_isinf(1.0); return 1; }
constexpr int p_isfinite() { (void)__builtin_isfinite(1.0); return 1; }
constexpr int p_signbit() { (void)__builtin_signbit(1.0); return 1; }
constexpr int p_isnormal() { (void)__builtin_isnormal(1.0); return 1; }
constexpr int p_isgreater() { (void)__builtin_isgreater(1.0, 2.0); return 1; }
constexpr int p_isless() { (void)__builtin_isless(1.0, 2.0); return 1; }
constexpr int p_fpclassify() { (void)__builtin_fpclassify(0, 1, 2, 3, 4, 1.0); return 1; }
constexpr int p_expect() { (void)__builtin_expect(1, 1); return 1; }
constexpr int p_constant_p() { (void)__builtin_constant_p(1); return 1; }
constexpr int p_strlen() { (void)__builtin_strlen("ab"); return 1; }
constexpr int p_strcmp() { (void)__builtin_strcmp("a", "b"); return 1; }
constexpr int p_memcmp() { (void)__builtin_memcmp("a", "b", 1); return 1; }
constexpr int p_strchr() { (void)__builtin_strchr("ab", 97); return 1; }
constexpr int p_memcpy() { char a[2] = {}; char b[2] = {}; __builtin_memcpy(a, b, 1); return 1; }
constexpr int p_memset() { char a[2] = {}; __builtin_memset(a, 0, 1); return 1; }
constexpr int p_memmove() { char a[2] = {}; char b[2] = {}; __builtin_memmove(a, b, 1); return 1; }
constexpr int p_abort() { __builtin_abort(); return 1; }
constexpr int p_trap() { __builtin_trap(); return 1; }
constexpr int p_unreachable() { __builtin_unreachable(); return 1; }
constexpr int p_printf() { __builtin_printf("x"); return 1; }
constexpr int p_malloc() { (void)__builtin_malloc(1); return 1; }
constexpr int p_add_overflow() { int i = 0; (void)__builtin_add_overflow(1, 1, &i); return 1; }
constexpr int p_mul_overflow() { int i = 0; (void)__builtin_mul_overflow(1, 1, &i); return 1; }
constexpr int p_sub_overflow() { int i = 0; (void)__builtin_sub_overflow(1, 1, &i); return 1; }
constexpr int p_alloca() { (void)__builtin_alloca(1); return 1; }
constexpr int p_frame_address() { (void)__builtin_frame_address(0); return 1; }
constexpr int p_return_address() { (void)__builtin_return_address(0); return 1; }
constexpr int p_is_constant_evaluated() { (void)__builtin_is_constant_evaluated(); return 1; }
constexpr int p_assume_aligned() { char a[2] = {}; (void)__builtin_assume_aligned(a, 1); return 1; }
constexpr int p_strncmp() { (void)__builtin_strncmp("a", "b", 1); return 1; }
constexpr int p_puts() { __builtin_puts("x"); return 1; }
constexpr int p_exit() { __builtin_exit(0); return 1; }
static_assert(p_sin() == 1, "");
static_assert(p_cos() == 1, "");
static_assert(p_tan() == 1, "");
static_assert(p_sqrt() == 1, "");
static_assert(p_exp() == 1, "");
static_assert(p_log() == 1, "");
static_assert(p_fabs() == 1, "");
static_assert(p_floor() == 1, "");
static_assert(p_ceil() == 1, "");
static_assert(p_trunc() == 1, "");
static_assert(p_round() == 1, "");
static_assert(p_lgamma() == 1, "");
static_assert(p_tgamma() == 1, "");
static_assert(p_erf() == 1, "");
static_assert(p_cbrt() == 1, "");
static_assert(p_asin() == 1, "");
static_assert(p_acos() == 1, "");
static_assert(p_atan() == 1, "");
static_assert(p_sinh() == 1, "");
static_assert(p_cosh() == 1, "");
static_assert(p_tanh() == 1, "");
static_assert(p_exp2() == 1, "");
static_assert(p_log2() == 1, "");
static_assert(p_log10() == 1, "");
static_assert(p_expm1() == 1, "");
static_assert(p_log1p() == 1, "");
static_assert(p_logb() == 1, "");
static_assert(p_pow() == 1, "");
static_assert(p_fmod() == 1, "");
static_assert(p_atan2() == 1, "");
static_assert(p_hypot() == 1, "");
static_assert(p_fmin() == 1, "");
static_assert(p_fmax() == 1, "");
static_assert(p_copysign() == 1, "");
static_assert(p_nextafter() == 1, "");
static_assert(p_sinf() == 1, "");
static_assert(p_cosf() == 1, "");
static_assert(p_sqrtf() == 1, "");
static_assert(p_expf() == 1, "");
static_assert(p_logf() == 1, "");
static_assert(p_fabsf() == 1, "");
static_assert(p_floorf() == 1, "");
static_assert(p_ceilf() == 1, "");
static_assert(p_powf() == 1, "");
static_assert(p_abs() == 1, "");
static_assert(p_ffs() == 1, "");
static_assert(p_clz() == 1, "");
static_assert(p_ctz() == 1, "");
static_assert(p_popcount() == 1, "");
static_assert(p_parity() == 1, "");
static_assert(p_labs() == 1, "");
static_assert(p_llabs() == 1, "");
static_assert(p_bswap32() == 1, "");
static_assert(p_bswap64() == 1, "");
static_assert(p_clzll() == 1, "");
static_assert(p_ctzll() == 1, "");
static_assert(p_popcountll() == 1, "");
static_assert(p_frexp() == 1, "");
static_assert(p_modf() == 1, "");
static_assert(p_remquo() == 1, "");
static_assert(p_sincos() == 1, "");
static_assert(p_lgamma_r() == 1, "");
static_assert(p_ldexp() == 1, "");
static_assert(p_ilogb() == 1, "");
static_assert(p_scalbn() == 1, "");
static_assert(p_fma() == 1, "");
static_assert(p_nan() == 1, "");
static_assert(p_nanf() == 1, "");
static_assert(p_inf() == 1, "");
static_assert(p_huge_val() == 1, "");
static_assert(p_inff() == 1, "");
static_assert(p_huge_valf() == 1, "");
static_assert(p_isnan() == 1, "");
static_assert(p_isinf() == 1, "");
static_assert(p_isfinite() == 1, "");
static_assert(p_signbit() == 1, "");
static_assert(p_isnormal() == 1, "");
static_assert(p_isgreater() == 1, "");
static_assert(p_isless() == 1, "");
static_assert(p_fpclassify() == 1, "");
static_assert(p_expect() == 1, "");
static_assert(p_constant_p() == 1, "");
static_assert(p_strlen() == 1, "");
static_assert(p_strcmp() == 1, "");
static_assert(p_memcmp() == 1, "");
static_assert(p_strchr() == 1, "");
static_assert(p_memcpy() == 1, "");
static_assert(p_memset() == 1, "");
static_assert(p_memmove() == 1, "");
static_assert(p_abort() == 1, "");
static_assert(p_trap() == 1, "");
static_assert(p_unreachable() == 1, "");
static_assert(p_printf() == 1, "");
static_assert(p_malloc() == 1, "");
static_assert(p_add_overflow() == 1, "");
static_assert(p_mul_overflow() == 1, "");
static_assert(p_sub_overflow() == 1, "");
static_assert(p_alloca() == 1, "");
static_assert(p_frame_address() == 1, "");
static_assert(p_return_address() == 1, "");
static_assert(p_is_constant_evaluated() == 1, "");
static_assert(p_assume_aligned() == 1, "");
static_assert(p_strncmp() == 1, "");
static_assert(p_puts() == 1, "");
static_assert(p_exit() == 1, "");
