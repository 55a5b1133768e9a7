// corpus: thrust device_vector with sort, reduce, transform and scan
#include <thrust/device_vector.h>
#include <thrust/functional.h>
#include <thrust/reduce.h>
#include <thrust/scan.h>
#include <thrust/sequence.h>
#include <thrust/sort.h>
#include <thrust/transform.h>

struct square {
  __host__ __device__ int operator()(int x) const { return x * x; }
};

int main() {
  thrust::device_vector<int> v(1000);
  thrust::sequence(v.begin(), v.end());
  thrust::sort(v.begin(), v.end(), thrust::greater<int>());
  thrust::transform(v.begin(), v.end(), v.begin(), square());
  thrust::inclusive_scan(v.begin(), v.end(), v.begin());
  int total = thrust::reduce(v.begin(), v.end(), 0, thrust::plus<int>());
  return total == 0;
}
