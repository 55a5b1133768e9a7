namespace n { __shared__ float s = 1.0f; }
