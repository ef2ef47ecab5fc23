agent_profile "default" {
  model {
    primary  { provider = "anthropic", id = "claude-opus-4-8" }
    fallback { provider = "anthropic", id = "claude-sonnet-5" }
    fallback { provider = "anthropic", id = "claude-haiku-4-5" }
  }

  max_turns        = 200
  max_cost_usd     = 5.00
  max_wall_clock_s = 3600
}

agent_profile "code-reviewer" {
  model {
    primary  { provider = "anthropic", id = "claude-sonnet-5" }
    fallback { provider = "anthropic", id = "claude-haiku-4-5" }
  }

  tools = [
    "filesystem.read_file",
    "search.*",
  ]

  slash_commands = ["compact"]

  max_depth                = 1
  max_concurrent_subagents = 4
  max_turns                = 40
}
