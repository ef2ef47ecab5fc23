# Global config for the example project (what $XDG_CONFIG_HOME/agent/config.hcl would hold on a
# plugin developer's machine): every provider runs from a demo plugin in examples/plugins.
# dev_overrides paths are used as written; a relative path is resolved against the working
# directory, so run the linter from the repository root.
dev_overrides {
  anthropic    = "examples/plugins/provider-anthropic"
  filesystem   = "examples/plugins/provider-filesystem"
  ripgrep      = "examples/plugins/provider-ripgrep"
  shell        = "examples/plugins/provider-shell"
  tui          = "examples/plugins/frontend-tui"
  audit-logger = "examples/plugins/provider-audit-logger"
}
