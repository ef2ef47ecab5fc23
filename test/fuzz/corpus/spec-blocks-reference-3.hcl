# Parse error — a single-line block body may hold only one argument.
primary { provider = "anthropic", id = "claude-opus-4-8" }

# Correct — multi-line.
primary {
  provider = "anthropic"
  id       = "claude-opus-4-8"
}
