__global__ void scale(float4 *v, float2 w, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) { float4 a = v[i]; v[i] = make_float4(a.x * w.x, a.y * w.y, a.z, a.w); }
}
static_assert(alignof(float4) == 16 && alignof(float2) == 8 && alignof(char2) == 2, "align");
static_assert(alignof(short4) == 8 && alignof(int4) == 16 && alignof(double2) == 16, "align");
static_assert(alignof(char3) == 1 && sizeof(uchar4) == 4 && alignof(longlong2) == 16, "align");
int main() {
    char1 a = make_char1(1); uchar2 b = make_uchar2(1, 2); short3 c = make_short3(1, 2, 3);
    ushort4 d = make_ushort4(1, 2, 3, 4); int2 e = make_int2(1, 2); uint3 f = make_uint3(1, 2, 3);
    long4 g = make_long4(1, 2, 3, 4); ulong1 h = make_ulong1(1); longlong2 i = make_longlong2(1, 2);
    ulonglong3 j = make_ulonglong3(1, 2, 3); double4 k = make_double4(1, 2, 3, 4); double1 l = make_double1(1);
    dim3 grid(4, 2), block(128);
    dim3 one; dim3 from_uint3(f);
    (void)a; (void)b; (void)c; (void)d; (void)e; (void)g; (void)h; (void)i; (void)j; (void)k; (void)l;
    (void)one; (void)from_uint3;
    scale<<<grid, block>>>(nullptr, make_float2(1, 2), 0);
    return 0;
}
