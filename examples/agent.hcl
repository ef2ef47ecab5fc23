# A realistic PluggableHarness project: one model provider, three tool providers, a terminal
# front end and an audit hook provider. `npm start` lints this file and its lock file.

required_providers {
  anthropic = {
    source  = "github.com/agentco/provider-anthropic"
    version = "~> 1.2.3"
  }
  filesystem = {
    source  = "github.com/agentco/provider-filesystem"
    version = "~> 1.0"
  }
  ripgrep = {
    source  = "github.com/agentco/provider-ripgrep"
    version = "~> 0.4"
  }
  shell = {
    source  = "gitlab.com/platform-team/agent-plugins/provider-shell"
    version = ">= 2.1.0, < 3.0.0"
  }
  tui = {
    source  = "github.com/agentco/frontend-tui"
    version = "~> 0.9"
  }
  audit-logger = {
    source  = "github.com/agentco/provider-audit-logger"
    version = "~> 0.2"
  }
}

provider "anthropic" {
  api_key = env("ANTHROPIC_API_KEY")
}

provider "filesystem" {
  roots = [".", "../shared-docs"]
}

provider "ripgrep" {}

provider "shell" {
  allowed_commands = ["git", "npm", "make"]
  working_dir      = "."
}

provider "tui" {}

provider "audit-logger" {
  log_path = ".agent/audit.jsonl"
}

# Reads are always fine; writes and shell commands need a human; nothing critical runs.
policy "auto_approve_reads" {
  match  = { kind = "data_source" }
  action = "allow"
}

policy "gate_filesystem_writes" {
  match  = { provider = "filesystem", kind = "resource" }
  action = "ask"
}

policy "gate_shell" {
  match  = { provider = "shell" }
  action = "ask"
}

policy "block_critical" {
  match  = { risk = "critical" }
  action = "deny"
}

# A common slip, kept here so the example shows a warning: "ask" on a rule that only ever
# matches read-only calls is downgraded to "deny" by the kernel.
policy "confirm_searches" {
  match  = { provider = "ripgrep", kind = "data_source" }
  action = "ask"
}

agent_profile "default" {
  model {
    primary {
      provider = "anthropic"
      id       = "claude-opus-4-8"
    }
    fallback {
      provider = "anthropic"
      id       = "claude-sonnet-5"
    }
  }

  tools = [
    "filesystem.*",
    "ripgrep.*",
    "shell.run",
  ]

  max_turns        = 200
  max_cost_usd     = 5.00
  max_wall_clock_s = 3600
}

agent_profile "code-reviewer" {
  model {
    primary {
      provider = "anthropic"
      id       = "claude-sonnet-5"
    }
  }

  tools = [
    "filesystem.read_file",
    "ripgrep.*",
  ]

  max_depth                = 1
  max_concurrent_subagents = 4
  max_turns                = 40
}

hook "session-start" {
  provider = "audit-logger"
  mode     = "observe"
}

hook "post-tool-call" {
  provider = "audit-logger"
  mode     = "observe"
}

hook "session-end" {
  provider = "audit-logger"
  mode     = "observe"
}

settings {
  default_frontend = "tui"
  log_level        = "info"
  telemetry        = true

  retry {
    base_delay_ms  = 500
    backoff_factor = 2
    max_retries    = 5
  }

  observability {
    endpoint           = "localhost:4317"
    protocol           = "grpc"
    sampling_ratio     = 0.5
    traces_enabled     = true
    metrics_enabled    = true
    logs_enabled       = false
    export_interval_ms = 10000
    service_name       = "example-agent"
    resource_attrs     = { env = "dev", team = "platform" }
  }
}
