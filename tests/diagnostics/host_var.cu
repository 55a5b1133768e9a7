__host__ int v;
