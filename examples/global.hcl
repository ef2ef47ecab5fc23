# Global config for the example project (what $XDG_CONFIG_HOME/agent/config.hcl would hold on a
# plugin developer's machine): every provider runs from a demo plugin in examples/plugins.
# A relative dev_overrides path is taken from this file's folder (never from the working
# directory, which is usually the checkout being linted).
dev_overrides {
  anthropic    = "plugins/provider-anthropic"
  filesystem   = "plugins/provider-filesystem"
  ripgrep      = "plugins/provider-ripgrep"
  shell        = "plugins/provider-shell"
  tui          = "plugins/frontend-tui"
  audit-logger = "plugins/provider-audit-logger"
}
