// Compiled by tests/demangle.rs (g++ -std=c++20 -O0 -c): streams, regex, threads, futures,
// shared/weak pointers and allocate_shared; libstdc++'s templates give names with
// inheriting constructors (`CI5`), `sr St...` in enable_if, empty packs in template
// arguments (`thread<F, , void>`) and qualified template parameters (`RKT_`).
#include <array>
#include <deque>
#include <future>
#include <list>
#include <memory>
#include <numeric>
#include <regex>
#include <sstream>
#include <thread>
#include <vector>

template <class... Ts>
auto sum(Ts... xs) {
    return (xs + ...);
}

struct Node {
    std::shared_ptr<Node> next;
    std::weak_ptr<Node> prev;
    int v;
};

int main() {
    std::ostringstream os;
    os << 1 << "x" << 2.0;
    std::regex r("a+b");
    bool matched = std::regex_match("aab", r);
    auto fut = std::async(std::launch::deferred, [](int x) { return x * 2; }, 3);
    std::list<std::pair<int, std::string>> l{{1, "a"}};
    l.sort();
    std::deque<std::array<int, 3>> d;
    d.push_back({1, 2, 3});
    std::vector<long> v(10);
    std::iota(v.begin(), v.end(), 0L);
    auto n = std::make_shared<Node>();
    n->next = std::allocate_shared<Node>(std::allocator<Node>());
    std::thread t([&] { os << sum(1, 2L, 3.0f); });
    t.join();
    std::unique_ptr<int[]> arr(new int[3]);
    auto gen = [k = 0]<typename T>(T x) mutable { return x + k++; };
    gen(1);
    gen(2.5);
    return matched + fut.get() + (int)d.size() + (int)std::accumulate(v.begin(), v.end(), 0L) + arr[0];
}
