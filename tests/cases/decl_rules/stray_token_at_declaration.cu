int a;
)
int b;
namespace N {
  1;
}
int y;
