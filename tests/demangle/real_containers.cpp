// Compiled by tests/demangle.rs (g++ -std=c++20 -O0 -c): its `nm` names must demangle
// exactly as c++filt demangles them. Containers, std::function, smart pointers,
// std::construct_at (placement new in its signature), generic lambdas with packs.
#include <algorithm>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <tuple>
#include <unordered_map>
#include <variant>
#include <vector>

struct P {
    int a;
    double b;
    P(int x, double y) : a(x), b(y) {}
};

int main() {
    std::vector<int> v{3, 1, 2};
    std::sort(v.begin(), v.end(), [](int a, int b) { return a > b; });
    std::map<std::string, std::vector<double>> m;
    m["x"].push_back(1.0);
    std::function<int(int)> f = [&](int x) { return x + v[0]; };
    auto sp = std::make_shared<P>(1, 2.0);
    auto up = std::make_unique<std::map<int, int>>();
    alignas(P) unsigned char buf[sizeof(P)];
    P* p = std::construct_at(reinterpret_cast<P*>(buf), 3, 4.0);
    std::destroy_at(p);
    std::unordered_map<int, std::string> um;
    um[1] = "a";
    std::set<std::pair<int, int>> s;
    s.insert({1, 2});
    auto t = std::make_tuple(1, 'c', 2.0);
    std::get<1>(t);
    std::optional<std::string> o = "x";
    std::variant<int, std::string> var = 1;
    auto sum = [](auto&&... xs) { return (0 + ... + xs); };
    sum(1, 2, 3L);
    auto packed = [](auto... xs) { return sizeof...(xs); };
    packed(1, 2.0);
    std::for_each(v.begin(), v.end(), [](auto& x) { x++; });
    std::vector<std::function<void()>> fs;
    fs.emplace_back([] {});
    return f(1) + sp->a + (int)up->size() + (int)s.size() + std::get<int>(var);
}
