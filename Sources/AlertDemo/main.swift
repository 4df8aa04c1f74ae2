// PLACEHOLDER until issue 4.
print("alert-demo: not built yet")
