// 413: an object of a class still incomplete where a scalar is wanted: no conversion
// function is declared yet, whatever the class declares later
struct Meter;
int read(Meter &m) { return m; }            // 413
struct Meter { operator int(); };
int read_again(Meter &m) { return m; }      // fine: complete now
struct Gauge;
int level(Gauge *g) { int x = *g; return x; }   // 413
