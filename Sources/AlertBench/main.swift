// PLACEHOLDER until the benchmark lands.
print("alert-bench: not built yet")
