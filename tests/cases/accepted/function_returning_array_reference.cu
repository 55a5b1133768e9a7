// range-v3's variant.hpp (`constexpr T (&get() noexcept)[N] {..}`): definitions of functions
// returning a reference or pointer to an array, at namespace and class scope, in templates and
// on the device.
int arr[3];
__device__ int darr[4];
int (&ga() noexcept)[3] { return arr; }
__device__ int (&gd())[4] { return darr; }
static int (*gp(int i))[3] { return i ? &arr : nullptr; }
template <class T, int N> struct datum {
  T data_[N];
  constexpr T (&get() noexcept)[N] { return data_; }
  constexpr T const (&get() const noexcept)[N] { return data_; }
};
__global__ void k() { gd()[0] = 1; }
int main() { ga()[1] = 2; k<<<1, 1>>>(); return (*gp(1))[0] + datum<int, 2>().get()[1]; }
