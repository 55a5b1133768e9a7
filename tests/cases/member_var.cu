// A __device__ static data member is rejected by the reference (error 3xx).
struct Holder { static __device__ int s_member; };
