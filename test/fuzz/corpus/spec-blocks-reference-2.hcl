provider "anthropic" {
  api_key = env("ANTHROPIC_API_KEY")
}

provider "claude-md-reader" {
  token_budget = 4000
  paths        = ["CLAUDE.md", "**/CLAUDE.md"]
}
