# This file is maintained by the harness kernel ("agent init"); it is committed so every
# teammate runs the same provider builds. Checksums are per platform.
lock_file_version = 1

provider "anthropic" {
  source      = "github.com/agentco/provider-anthropic"
  version     = "1.2.4"
  resolved_at = "2026-07-22T18:04:00Z"
  checksums = {
    "linux_amd64"  = "sha256:3358cd1e9afdf7a81667d6eeb4274a1f274b1e9d5df78e03cd7c2cea04c9b0af"
    "linux_arm64"  = "sha256:3358cd1e9afdf7a81667d6eeb4274a1f274b1e9d5df78e03cd7c2cea04c9b0af"
    "darwin_amd64" = "sha256:3358cd1e9afdf7a81667d6eeb4274a1f274b1e9d5df78e03cd7c2cea04c9b0af"
    "darwin_arm64" = "sha256:3358cd1e9afdf7a81667d6eeb4274a1f274b1e9d5df78e03cd7c2cea04c9b0af"
  }
}

provider "filesystem" {
  source      = "github.com/agentco/provider-filesystem"
  version     = "1.0.2"
  resolved_at = "2026-07-22T18:04:00Z"
  checksums = {
    "linux_amd64"  = "sha256:b088e960e69343a9a779123927f985445d9c31c78c9d06b7c723e67d6c7dee84"
    "linux_arm64"  = "sha256:b088e960e69343a9a779123927f985445d9c31c78c9d06b7c723e67d6c7dee84"
    "darwin_amd64" = "sha256:b088e960e69343a9a779123927f985445d9c31c78c9d06b7c723e67d6c7dee84"
    "darwin_arm64" = "sha256:b088e960e69343a9a779123927f985445d9c31c78c9d06b7c723e67d6c7dee84"
  }
}

provider "ripgrep" {
  source      = "github.com/agentco/provider-ripgrep"
  version     = "0.4.1"
  resolved_at = "2026-07-22T18:04:01Z"
  checksums = {
    "linux_amd64"  = "sha256:53c880d08d35989984e6b8ece55864d5b19367ed8b6134b0a0eb3b21e31ed877"
    "linux_arm64"  = "sha256:53c880d08d35989984e6b8ece55864d5b19367ed8b6134b0a0eb3b21e31ed877"
    "darwin_amd64" = "sha256:53c880d08d35989984e6b8ece55864d5b19367ed8b6134b0a0eb3b21e31ed877"
    "darwin_arm64" = "sha256:53c880d08d35989984e6b8ece55864d5b19367ed8b6134b0a0eb3b21e31ed877"
  }
}

provider "shell" {
  source      = "gitlab.com/platform-team/agent-plugins/provider-shell"
  version     = "2.3.0"
  resolved_at = "2026-08-03T09:12:45Z"
  checksums = {
    "linux_amd64"  = "sha256:2d8a511e1427ca29d5e731d4ed92808670f7baec9ec9cffc853ad4fed2fa4cff"
    "linux_arm64"  = "sha256:2d8a511e1427ca29d5e731d4ed92808670f7baec9ec9cffc853ad4fed2fa4cff"
    "darwin_amd64" = "sha256:2d8a511e1427ca29d5e731d4ed92808670f7baec9ec9cffc853ad4fed2fa4cff"
    "darwin_arm64" = "sha256:2d8a511e1427ca29d5e731d4ed92808670f7baec9ec9cffc853ad4fed2fa4cff"
  }
}

provider "tui" {
  source      = "github.com/agentco/frontend-tui"
  version     = "0.9.2"
  resolved_at = "2026-08-03T09:12:45Z"
  checksums = {
    "linux_amd64"  = "sha256:6e2e02de6f2c05be57212732206ede46ac64455a83c2d088d316e889410545b7"
    "linux_arm64"  = "sha256:6e2e02de6f2c05be57212732206ede46ac64455a83c2d088d316e889410545b7"
    "darwin_amd64" = "sha256:6e2e02de6f2c05be57212732206ede46ac64455a83c2d088d316e889410545b7"
    "darwin_arm64" = "sha256:6e2e02de6f2c05be57212732206ede46ac64455a83c2d088d316e889410545b7"
  }
}

provider "audit-logger" {
  source      = "github.com/agentco/provider-audit-logger"
  version     = "0.2.5"
  resolved_at = "2026-08-03T09:12:46Z"
  checksums = {
    "linux_amd64"  = "sha256:2fea7ac55e530497936138793b84be8631426c56baede78e13cb749eb090957f"
    "linux_arm64"  = "sha256:2fea7ac55e530497936138793b84be8631426c56baede78e13cb749eb090957f"
    "darwin_amd64" = "sha256:2fea7ac55e530497936138793b84be8631426c56baede78e13cb749eb090957f"
    "darwin_arm64" = "sha256:2fea7ac55e530497936138793b84be8631426c56baede78e13cb749eb090957f"
  }
}
