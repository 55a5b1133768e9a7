// Builtin types: each as a parameter, through pointers, references, arrays and function
// pointers, with cv; variables of each type in a namespace; vector types; _Complex.
typedef int v4si __attribute__((vector_size(16)));
typedef float v4sf __attribute__((vector_size(16)));
typedef double v2df __attribute__((vector_size(16)));
typedef char v16qi __attribute__((vector_size(16)));
typedef short v8hi __attribute__((vector_size(16)));
typedef long long v2di __attribute__((vector_size(16)));
typedef int v8si __attribute__((vector_size(32)));
typedef unsigned v4ui __attribute__((vector_size(16)));

namespace bt {
void by_b(bool) {}
void ptr_b(bool*, const bool*, volatile bool*, const volatile bool*) {}
void ref_b(bool&, const bool&, bool&&) {}
void arr_b(bool (*)[3], bool (&)[4], bool[5], const bool (*)[2][7]) {}
void fn_b(bool (*)(bool, int), void (&)(bool*), bool (*)()) {}
void pp_b(bool**, bool* const*, bool* const* volatile*) {}
bool var_b;
bool arrvar_b[3];
bool* ptrvar_b;
void over(bool, bool) {}
void by_c(char) {}
void ptr_c(char*, const char*, volatile char*, const volatile char*) {}
void ref_c(char&, const char&, char&&) {}
void arr_c(char (*)[3], char (&)[4], char[5], const char (*)[2][7]) {}
void fn_c(char (*)(char, int), void (&)(char*), char (*)()) {}
void pp_c(char**, char* const*, char* const* volatile*) {}
char var_c;
char arrvar_c[3];
char* ptrvar_c;
void over(char, char) {}
void by_sc(signed char) {}
void ptr_sc(signed char*, const signed char*, volatile signed char*, const volatile signed char*) {}
void ref_sc(signed char&, const signed char&, signed char&&) {}
void arr_sc(signed char (*)[3], signed char (&)[4], signed char[5], const signed char (*)[2][7]) {}
void fn_sc(signed char (*)(signed char, int), void (&)(signed char*), signed char (*)()) {}
void pp_sc(signed char**, signed char* const*, signed char* const* volatile*) {}
signed char var_sc;
signed char arrvar_sc[3];
signed char* ptrvar_sc;
void over(signed char, signed char) {}
void by_uc(unsigned char) {}
void ptr_uc(unsigned char*, const unsigned char*, volatile unsigned char*, const volatile unsigned char*) {}
void ref_uc(unsigned char&, const unsigned char&, unsigned char&&) {}
void arr_uc(unsigned char (*)[3], unsigned char (&)[4], unsigned char[5], const unsigned char (*)[2][7]) {}
void fn_uc(unsigned char (*)(unsigned char, int), void (&)(unsigned char*), unsigned char (*)()) {}
void pp_uc(unsigned char**, unsigned char* const*, unsigned char* const* volatile*) {}
unsigned char var_uc;
unsigned char arrvar_uc[3];
unsigned char* ptrvar_uc;
void over(unsigned char, unsigned char) {}
void by_wc(wchar_t) {}
void ptr_wc(wchar_t*, const wchar_t*, volatile wchar_t*, const volatile wchar_t*) {}
void ref_wc(wchar_t&, const wchar_t&, wchar_t&&) {}
void arr_wc(wchar_t (*)[3], wchar_t (&)[4], wchar_t[5], const wchar_t (*)[2][7]) {}
void fn_wc(wchar_t (*)(wchar_t, int), void (&)(wchar_t*), wchar_t (*)()) {}
void pp_wc(wchar_t**, wchar_t* const*, wchar_t* const* volatile*) {}
wchar_t var_wc;
wchar_t arrvar_wc[3];
wchar_t* ptrvar_wc;
void over(wchar_t, wchar_t) {}
void by_c8(char8_t) {}
void ptr_c8(char8_t*, const char8_t*, volatile char8_t*, const volatile char8_t*) {}
void ref_c8(char8_t&, const char8_t&, char8_t&&) {}
void arr_c8(char8_t (*)[3], char8_t (&)[4], char8_t[5], const char8_t (*)[2][7]) {}
void fn_c8(char8_t (*)(char8_t, int), void (&)(char8_t*), char8_t (*)()) {}
void pp_c8(char8_t**, char8_t* const*, char8_t* const* volatile*) {}
char8_t var_c8;
char8_t arrvar_c8[3];
char8_t* ptrvar_c8;
void over(char8_t, char8_t) {}
void by_c16(char16_t) {}
void ptr_c16(char16_t*, const char16_t*, volatile char16_t*, const volatile char16_t*) {}
void ref_c16(char16_t&, const char16_t&, char16_t&&) {}
void arr_c16(char16_t (*)[3], char16_t (&)[4], char16_t[5], const char16_t (*)[2][7]) {}
void fn_c16(char16_t (*)(char16_t, int), void (&)(char16_t*), char16_t (*)()) {}
void pp_c16(char16_t**, char16_t* const*, char16_t* const* volatile*) {}
char16_t var_c16;
char16_t arrvar_c16[3];
char16_t* ptrvar_c16;
void over(char16_t, char16_t) {}
void by_c32(char32_t) {}
void ptr_c32(char32_t*, const char32_t*, volatile char32_t*, const volatile char32_t*) {}
void ref_c32(char32_t&, const char32_t&, char32_t&&) {}
void arr_c32(char32_t (*)[3], char32_t (&)[4], char32_t[5], const char32_t (*)[2][7]) {}
void fn_c32(char32_t (*)(char32_t, int), void (&)(char32_t*), char32_t (*)()) {}
void pp_c32(char32_t**, char32_t* const*, char32_t* const* volatile*) {}
char32_t var_c32;
char32_t arrvar_c32[3];
char32_t* ptrvar_c32;
void over(char32_t, char32_t) {}
void by_s(short) {}
void ptr_s(short*, const short*, volatile short*, const volatile short*) {}
void ref_s(short&, const short&, short&&) {}
void arr_s(short (*)[3], short (&)[4], short[5], const short (*)[2][7]) {}
void fn_s(short (*)(short, int), void (&)(short*), short (*)()) {}
void pp_s(short**, short* const*, short* const* volatile*) {}
short var_s;
short arrvar_s[3];
short* ptrvar_s;
void over(short, short) {}
void by_us(unsigned short) {}
void ptr_us(unsigned short*, const unsigned short*, volatile unsigned short*, const volatile unsigned short*) {}
void ref_us(unsigned short&, const unsigned short&, unsigned short&&) {}
void arr_us(unsigned short (*)[3], unsigned short (&)[4], unsigned short[5], const unsigned short (*)[2][7]) {}
void fn_us(unsigned short (*)(unsigned short, int), void (&)(unsigned short*), unsigned short (*)()) {}
void pp_us(unsigned short**, unsigned short* const*, unsigned short* const* volatile*) {}
unsigned short var_us;
unsigned short arrvar_us[3];
unsigned short* ptrvar_us;
void over(unsigned short, unsigned short) {}
void by_i(int) {}
void ptr_i(int*, const int*, volatile int*, const volatile int*) {}
void ref_i(int&, const int&, int&&) {}
void arr_i(int (*)[3], int (&)[4], int[5], const int (*)[2][7]) {}
void fn_i(int (*)(int, int), void (&)(int*), int (*)()) {}
void pp_i(int**, int* const*, int* const* volatile*) {}
int var_i;
int arrvar_i[3];
int* ptrvar_i;
void over(int, int) {}
void by_u(unsigned) {}
void ptr_u(unsigned*, const unsigned*, volatile unsigned*, const volatile unsigned*) {}
void ref_u(unsigned&, const unsigned&, unsigned&&) {}
void arr_u(unsigned (*)[3], unsigned (&)[4], unsigned[5], const unsigned (*)[2][7]) {}
void fn_u(unsigned (*)(unsigned, int), void (&)(unsigned*), unsigned (*)()) {}
void pp_u(unsigned**, unsigned* const*, unsigned* const* volatile*) {}
unsigned var_u;
unsigned arrvar_u[3];
unsigned* ptrvar_u;
void over(unsigned, unsigned) {}
void by_l(long) {}
void ptr_l(long*, const long*, volatile long*, const volatile long*) {}
void ref_l(long&, const long&, long&&) {}
void arr_l(long (*)[3], long (&)[4], long[5], const long (*)[2][7]) {}
void fn_l(long (*)(long, int), void (&)(long*), long (*)()) {}
void pp_l(long**, long* const*, long* const* volatile*) {}
long var_l;
long arrvar_l[3];
long* ptrvar_l;
void over(long, long) {}
void by_ul(unsigned long) {}
void ptr_ul(unsigned long*, const unsigned long*, volatile unsigned long*, const volatile unsigned long*) {}
void ref_ul(unsigned long&, const unsigned long&, unsigned long&&) {}
void arr_ul(unsigned long (*)[3], unsigned long (&)[4], unsigned long[5], const unsigned long (*)[2][7]) {}
void fn_ul(unsigned long (*)(unsigned long, int), void (&)(unsigned long*), unsigned long (*)()) {}
void pp_ul(unsigned long**, unsigned long* const*, unsigned long* const* volatile*) {}
unsigned long var_ul;
unsigned long arrvar_ul[3];
unsigned long* ptrvar_ul;
void over(unsigned long, unsigned long) {}
void by_ll(long long) {}
void ptr_ll(long long*, const long long*, volatile long long*, const volatile long long*) {}
void ref_ll(long long&, const long long&, long long&&) {}
void arr_ll(long long (*)[3], long long (&)[4], long long[5], const long long (*)[2][7]) {}
void fn_ll(long long (*)(long long, int), void (&)(long long*), long long (*)()) {}
void pp_ll(long long**, long long* const*, long long* const* volatile*) {}
long long var_ll;
long long arrvar_ll[3];
long long* ptrvar_ll;
void over(long long, long long) {}
void by_ull(unsigned long long) {}
void ptr_ull(unsigned long long*, const unsigned long long*, volatile unsigned long long*, const volatile unsigned long long*) {}
void ref_ull(unsigned long long&, const unsigned long long&, unsigned long long&&) {}
void arr_ull(unsigned long long (*)[3], unsigned long long (&)[4], unsigned long long[5], const unsigned long long (*)[2][7]) {}
void fn_ull(unsigned long long (*)(unsigned long long, int), void (&)(unsigned long long*), unsigned long long (*)()) {}
void pp_ull(unsigned long long**, unsigned long long* const*, unsigned long long* const* volatile*) {}
unsigned long long var_ull;
unsigned long long arrvar_ull[3];
unsigned long long* ptrvar_ull;
void over(unsigned long long, unsigned long long) {}
void by_i128(__int128) {}
void ptr_i128(__int128*, const __int128*, volatile __int128*, const volatile __int128*) {}
void ref_i128(__int128&, const __int128&, __int128&&) {}
void arr_i128(__int128 (*)[3], __int128 (&)[4], __int128[5], const __int128 (*)[2][7]) {}
void fn_i128(__int128 (*)(__int128, int), void (&)(__int128*), __int128 (*)()) {}
void pp_i128(__int128**, __int128* const*, __int128* const* volatile*) {}
__int128 var_i128;
__int128 arrvar_i128[3];
__int128* ptrvar_i128;
void over(__int128, __int128) {}
void by_u128(unsigned __int128) {}
void ptr_u128(unsigned __int128*, const unsigned __int128*, volatile unsigned __int128*, const volatile unsigned __int128*) {}
void ref_u128(unsigned __int128&, const unsigned __int128&, unsigned __int128&&) {}
void arr_u128(unsigned __int128 (*)[3], unsigned __int128 (&)[4], unsigned __int128[5], const unsigned __int128 (*)[2][7]) {}
void fn_u128(unsigned __int128 (*)(unsigned __int128, int), void (&)(unsigned __int128*), unsigned __int128 (*)()) {}
void pp_u128(unsigned __int128**, unsigned __int128* const*, unsigned __int128* const* volatile*) {}
unsigned __int128 var_u128;
unsigned __int128 arrvar_u128[3];
unsigned __int128* ptrvar_u128;
void over(unsigned __int128, unsigned __int128) {}
void by_f(float) {}
void ptr_f(float*, const float*, volatile float*, const volatile float*) {}
void ref_f(float&, const float&, float&&) {}
void arr_f(float (*)[3], float (&)[4], float[5], const float (*)[2][7]) {}
void fn_f(float (*)(float, int), void (&)(float*), float (*)()) {}
void pp_f(float**, float* const*, float* const* volatile*) {}
float var_f;
float arrvar_f[3];
float* ptrvar_f;
void over(float, float) {}
void by_d(double) {}
void ptr_d(double*, const double*, volatile double*, const volatile double*) {}
void ref_d(double&, const double&, double&&) {}
void arr_d(double (*)[3], double (&)[4], double[5], const double (*)[2][7]) {}
void fn_d(double (*)(double, int), void (&)(double*), double (*)()) {}
void pp_d(double**, double* const*, double* const* volatile*) {}
double var_d;
double arrvar_d[3];
double* ptrvar_d;
void over(double, double) {}
void by_ld(long double) {}
void ptr_ld(long double*, const long double*, volatile long double*, const volatile long double*) {}
void ref_ld(long double&, const long double&, long double&&) {}
void arr_ld(long double (*)[3], long double (&)[4], long double[5], const long double (*)[2][7]) {}
void fn_ld(long double (*)(long double, int), void (&)(long double*), long double (*)()) {}
void pp_ld(long double**, long double* const*, long double* const* volatile*) {}
long double var_ld;
long double arrvar_ld[3];
long double* ptrvar_ld;
void over(long double, long double) {}
void by_f128(__float128) {}
void ptr_f128(__float128*, const __float128*, volatile __float128*, const volatile __float128*) {}
void ref_f128(__float128&, const __float128&, __float128&&) {}
void arr_f128(__float128 (*)[3], __float128 (&)[4], __float128[5], const __float128 (*)[2][7]) {}
void fn_f128(__float128 (*)(__float128, int), void (&)(__float128*), __float128 (*)()) {}
void pp_f128(__float128**, __float128* const*, __float128* const* volatile*) {}
__float128 var_f128;
__float128 arrvar_f128[3];
__float128* ptrvar_f128;
void over(__float128, __float128) {}
void by_f16(_Float16) {}
void ptr_f16(_Float16*, const _Float16*, volatile _Float16*, const volatile _Float16*) {}
void ref_f16(_Float16&, const _Float16&, _Float16&&) {}
void arr_f16(_Float16 (*)[3], _Float16 (&)[4], _Float16[5], const _Float16 (*)[2][7]) {}
void fn_f16(_Float16 (*)(_Float16, int), void (&)(_Float16*), _Float16 (*)()) {}
void pp_f16(_Float16**, _Float16* const*, _Float16* const* volatile*) {}
_Float16 var_f16;
_Float16 arrvar_f16[3];
_Float16* ptrvar_f16;
void over(_Float16, _Float16) {}
void by_np(decltype(nullptr)) {}
void ptr_np(decltype(nullptr)*, const decltype(nullptr)*, volatile decltype(nullptr)*, const volatile decltype(nullptr)*) {}
void ref_np(decltype(nullptr)&, const decltype(nullptr)&, decltype(nullptr)&&) {}
void arr_np(decltype(nullptr) (*)[3], decltype(nullptr) (&)[4], decltype(nullptr)[5], const decltype(nullptr) (*)[2][7]) {}
void fn_np(decltype(nullptr) (*)(decltype(nullptr), int), void (&)(decltype(nullptr)*), decltype(nullptr) (*)()) {}
void pp_np(decltype(nullptr)**, decltype(nullptr)* const*, decltype(nullptr)* const* volatile*) {}
decltype(nullptr) var_np;
decltype(nullptr) arrvar_np[3];
decltype(nullptr)* ptrvar_np;
void over(decltype(nullptr), decltype(nullptr)) {}
void by_cf(_Complex float) {}
void ptr_cf(_Complex float*, const _Complex float*, volatile _Complex float*, const volatile _Complex float*) {}
void ref_cf(_Complex float&, const _Complex float&, _Complex float&&) {}
void arr_cf(_Complex float (*)[3], _Complex float (&)[4], _Complex float[5], const _Complex float (*)[2][7]) {}
void fn_cf(_Complex float (*)(_Complex float, int), void (&)(_Complex float*), _Complex float (*)()) {}
void pp_cf(_Complex float**, _Complex float* const*, _Complex float* const* volatile*) {}
_Complex float var_cf;
_Complex float arrvar_cf[3];
_Complex float* ptrvar_cf;
void over(_Complex float, _Complex float) {}
void by_cd(_Complex double) {}
void ptr_cd(_Complex double*, const _Complex double*, volatile _Complex double*, const volatile _Complex double*) {}
void ref_cd(_Complex double&, const _Complex double&, _Complex double&&) {}
void arr_cd(_Complex double (*)[3], _Complex double (&)[4], _Complex double[5], const _Complex double (*)[2][7]) {}
void fn_cd(_Complex double (*)(_Complex double, int), void (&)(_Complex double*), _Complex double (*)()) {}
void pp_cd(_Complex double**, _Complex double* const*, _Complex double* const* volatile*) {}
_Complex double var_cd;
_Complex double arrvar_cd[3];
_Complex double* ptrvar_cd;
void over(_Complex double, _Complex double) {}
void by_cld(_Complex long double) {}
void ptr_cld(_Complex long double*, const _Complex long double*, volatile _Complex long double*, const volatile _Complex long double*) {}
void ref_cld(_Complex long double&, const _Complex long double&, _Complex long double&&) {}
void arr_cld(_Complex long double (*)[3], _Complex long double (&)[4], _Complex long double[5], const _Complex long double (*)[2][7]) {}
void fn_cld(_Complex long double (*)(_Complex long double, int), void (&)(_Complex long double*), _Complex long double (*)()) {}
void pp_cld(_Complex long double**, _Complex long double* const*, _Complex long double* const* volatile*) {}
_Complex long double var_cld;
_Complex long double arrvar_cld[3];
_Complex long double* ptrvar_cld;
void over(_Complex long double, _Complex long double) {}
void by_ci(_Complex int) {}
void ptr_ci(_Complex int*, const _Complex int*, volatile _Complex int*, const volatile _Complex int*) {}
void ref_ci(_Complex int&, const _Complex int&, _Complex int&&) {}
void arr_ci(_Complex int (*)[3], _Complex int (&)[4], _Complex int[5], const _Complex int (*)[2][7]) {}
void fn_ci(_Complex int (*)(_Complex int, int), void (&)(_Complex int*), _Complex int (*)()) {}
void pp_ci(_Complex int**, _Complex int* const*, _Complex int* const* volatile*) {}
_Complex int var_ci;
_Complex int arrvar_ci[3];
_Complex int* ptrvar_ci;
void over(_Complex int, _Complex int) {}
void by_v4si(v4si) {}
void ptr_v4si(v4si*, const v4si*, volatile v4si*, const volatile v4si*) {}
void ref_v4si(v4si&, const v4si&, v4si&&) {}
void arr_v4si(v4si (*)[3], v4si (&)[4], v4si[5], const v4si (*)[2][7]) {}
void fn_v4si(v4si (*)(v4si, int), void (&)(v4si*), v4si (*)()) {}
void pp_v4si(v4si**, v4si* const*, v4si* const* volatile*) {}
v4si var_v4si;
v4si arrvar_v4si[3];
v4si* ptrvar_v4si;
void over(v4si, v4si) {}
void by_v4sf(v4sf) {}
void ptr_v4sf(v4sf*, const v4sf*, volatile v4sf*, const volatile v4sf*) {}
void ref_v4sf(v4sf&, const v4sf&, v4sf&&) {}
void arr_v4sf(v4sf (*)[3], v4sf (&)[4], v4sf[5], const v4sf (*)[2][7]) {}
void fn_v4sf(v4sf (*)(v4sf, int), void (&)(v4sf*), v4sf (*)()) {}
void pp_v4sf(v4sf**, v4sf* const*, v4sf* const* volatile*) {}
v4sf var_v4sf;
v4sf arrvar_v4sf[3];
v4sf* ptrvar_v4sf;
void over(v4sf, v4sf) {}
void by_v2df(v2df) {}
void ptr_v2df(v2df*, const v2df*, volatile v2df*, const volatile v2df*) {}
void ref_v2df(v2df&, const v2df&, v2df&&) {}
void arr_v2df(v2df (*)[3], v2df (&)[4], v2df[5], const v2df (*)[2][7]) {}
void fn_v2df(v2df (*)(v2df, int), void (&)(v2df*), v2df (*)()) {}
void pp_v2df(v2df**, v2df* const*, v2df* const* volatile*) {}
v2df var_v2df;
v2df arrvar_v2df[3];
v2df* ptrvar_v2df;
void over(v2df, v2df) {}
void by_v16qi(v16qi) {}
void ptr_v16qi(v16qi*, const v16qi*, volatile v16qi*, const volatile v16qi*) {}
void ref_v16qi(v16qi&, const v16qi&, v16qi&&) {}
void arr_v16qi(v16qi (*)[3], v16qi (&)[4], v16qi[5], const v16qi (*)[2][7]) {}
void fn_v16qi(v16qi (*)(v16qi, int), void (&)(v16qi*), v16qi (*)()) {}
void pp_v16qi(v16qi**, v16qi* const*, v16qi* const* volatile*) {}
v16qi var_v16qi;
v16qi arrvar_v16qi[3];
v16qi* ptrvar_v16qi;
void over(v16qi, v16qi) {}
void by_v8hi(v8hi) {}
void ptr_v8hi(v8hi*, const v8hi*, volatile v8hi*, const volatile v8hi*) {}
void ref_v8hi(v8hi&, const v8hi&, v8hi&&) {}
void arr_v8hi(v8hi (*)[3], v8hi (&)[4], v8hi[5], const v8hi (*)[2][7]) {}
void fn_v8hi(v8hi (*)(v8hi, int), void (&)(v8hi*), v8hi (*)()) {}
void pp_v8hi(v8hi**, v8hi* const*, v8hi* const* volatile*) {}
v8hi var_v8hi;
v8hi arrvar_v8hi[3];
v8hi* ptrvar_v8hi;
void over(v8hi, v8hi) {}
void by_v2di(v2di) {}
void ptr_v2di(v2di*, const v2di*, volatile v2di*, const volatile v2di*) {}
void ref_v2di(v2di&, const v2di&, v2di&&) {}
void arr_v2di(v2di (*)[3], v2di (&)[4], v2di[5], const v2di (*)[2][7]) {}
void fn_v2di(v2di (*)(v2di, int), void (&)(v2di*), v2di (*)()) {}
void pp_v2di(v2di**, v2di* const*, v2di* const* volatile*) {}
v2di var_v2di;
v2di arrvar_v2di[3];
v2di* ptrvar_v2di;
void over(v2di, v2di) {}
void by_v8si(v8si) {}
void ptr_v8si(v8si*, const v8si*, volatile v8si*, const volatile v8si*) {}
void ref_v8si(v8si&, const v8si&, v8si&&) {}
void arr_v8si(v8si (*)[3], v8si (&)[4], v8si[5], const v8si (*)[2][7]) {}
void fn_v8si(v8si (*)(v8si, int), void (&)(v8si*), v8si (*)()) {}
void pp_v8si(v8si**, v8si* const*, v8si* const* volatile*) {}
v8si var_v8si;
v8si arrvar_v8si[3];
v8si* ptrvar_v8si;
void over(v8si, v8si) {}
void by_v4ui(v4ui) {}
void ptr_v4ui(v4ui*, const v4ui*, volatile v4ui*, const volatile v4ui*) {}
void ref_v4ui(v4ui&, const v4ui&, v4ui&&) {}
void arr_v4ui(v4ui (*)[3], v4ui (&)[4], v4ui[5], const v4ui (*)[2][7]) {}
void fn_v4ui(v4ui (*)(v4ui, int), void (&)(v4ui*), v4ui (*)()) {}
void pp_v4ui(v4ui**, v4ui* const*, v4ui* const* volatile*) {}
v4ui var_v4ui;
v4ui arrvar_v4ui[3];
v4ui* ptrvar_v4ui;
void over(v4ui, v4ui) {}
}

// Top-level overloads of one name over every type (no namespace prefix).
void top(bool) {}
void top(char) {}
void top(signed char) {}
void top(unsigned char) {}
void top(wchar_t) {}
void top(char8_t) {}
void top(char16_t) {}
void top(char32_t) {}
void top(short) {}
void top(unsigned short) {}
void top(int) {}
void top(unsigned) {}
void top(long) {}
void top(unsigned long) {}
void top(long long) {}
void top(unsigned long long) {}
void top(__int128) {}
void top(unsigned __int128) {}
void top(float) {}
void top(double) {}
void top(long double) {}
void top(__float128) {}
void top(_Float16) {}
void top(decltype(nullptr)) {}
void top(_Complex float) {}
void top(_Complex double) {}
void top(_Complex long double) {}
void top(_Complex int) {}
void top(v4si) {}
void top(v4sf) {}
void top(v2df) {}
void top(v16qi) {}
void top(v8hi) {}
void top(v2di) {}
void top(v8si) {}
void top(v4ui) {}
void top() {}
void top(int, ...) {}
void top(...) {}
int top_var;
const char* top_str = "x";

// Vectors spelled inline, without a typedef.
void inline_vec(int __attribute__((vector_size(8)))) {}
void inline_vec(float __attribute__((vector_size(32)))) {}
void inline_vec(const unsigned char __attribute__((vector_size(16)))*) {}

void alias80(__float80) {}