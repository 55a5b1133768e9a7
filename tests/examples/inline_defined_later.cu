// Functions declared without `inline` and defined `inline` later, as spdlog's headers do
// (`void f() override;` in the class, `SPDLOG_INLINE void C::f() {}` after it). The
// reference writes `inline` on the first declaration too; for a virtual function that makes
// g++ take another key function, so an unused class gets no vtable in the object.
#include <string>

namespace logging {
struct formatter {
    virtual ~formatter();
    virtual void format(std::string &out) const;
    int width() const;
};

struct padded_formatter : formatter {
    void format(std::string &out) const override;
};

inline formatter::~formatter() {}
inline void formatter::format(std::string &out) const { out += "plain"; }
inline int formatter::width() const { return 4; }
inline void padded_formatter::format(std::string &out) const { out += "  padded"; }

void flush_all();
inline void flush_all() {}
}  // namespace logging

__global__ void fill(int *out) { out[threadIdx.x] = 1; }

int run(int *device_out) {
    fill<<<1, 32>>>(device_out);
    logging::flush_all();
    return 0;
}
