# This file is maintained by the harness kernel ("agent init"); it is committed so every
# teammate runs the same provider builds. Checksums are per platform.
lock_file_version = 1

provider "anthropic" {
  source      = "github.com/agentco/provider-anthropic"
  version     = "1.2.4"
  resolved_at = "2026-07-22T18:04:00Z"
  checksums = {
    "linux_amd64"  = "sha256:09cab29365e4ab3aca5f53ac6fa623b13d8fbc4f0a951c54ecfac7f31036716d"
    "linux_arm64"  = "sha256:09cab29365e4ab3aca5f53ac6fa623b13d8fbc4f0a951c54ecfac7f31036716d"
    "darwin_amd64" = "sha256:09cab29365e4ab3aca5f53ac6fa623b13d8fbc4f0a951c54ecfac7f31036716d"
    "darwin_arm64" = "sha256:09cab29365e4ab3aca5f53ac6fa623b13d8fbc4f0a951c54ecfac7f31036716d"
  }
}

provider "filesystem" {
  source      = "github.com/agentco/provider-filesystem"
  version     = "1.0.2"
  resolved_at = "2026-07-22T18:04:00Z"
  checksums = {
    "linux_amd64"  = "sha256:a7e5aa8c00549adcd34b0a424a6cd14e17d6eb18f2ce70c37cd5ef4699b5bca8"
    "linux_arm64"  = "sha256:a7e5aa8c00549adcd34b0a424a6cd14e17d6eb18f2ce70c37cd5ef4699b5bca8"
    "darwin_amd64" = "sha256:a7e5aa8c00549adcd34b0a424a6cd14e17d6eb18f2ce70c37cd5ef4699b5bca8"
    "darwin_arm64" = "sha256:a7e5aa8c00549adcd34b0a424a6cd14e17d6eb18f2ce70c37cd5ef4699b5bca8"
  }
}

provider "ripgrep" {
  source      = "github.com/agentco/provider-ripgrep"
  version     = "0.4.1"
  resolved_at = "2026-07-22T18:04:01Z"
  checksums = {
    "linux_amd64"  = "sha256:187f21f154a77c36fab706ffbab04de5bd3860e157f9969d91169d6705af7055"
    "linux_arm64"  = "sha256:187f21f154a77c36fab706ffbab04de5bd3860e157f9969d91169d6705af7055"
    "darwin_amd64" = "sha256:187f21f154a77c36fab706ffbab04de5bd3860e157f9969d91169d6705af7055"
    "darwin_arm64" = "sha256:187f21f154a77c36fab706ffbab04de5bd3860e157f9969d91169d6705af7055"
  }
}

provider "shell" {
  source      = "gitlab.com/platform-team/agent-plugins/provider-shell"
  version     = "2.3.0"
  resolved_at = "2026-08-03T09:12:45Z"
  checksums = {
    "linux_amd64"  = "sha256:05439e09ede52ef5090fca3e6f23a3e231bf382c74917cf18983b02977f8b51e"
    "linux_arm64"  = "sha256:05439e09ede52ef5090fca3e6f23a3e231bf382c74917cf18983b02977f8b51e"
    "darwin_amd64" = "sha256:05439e09ede52ef5090fca3e6f23a3e231bf382c74917cf18983b02977f8b51e"
    "darwin_arm64" = "sha256:05439e09ede52ef5090fca3e6f23a3e231bf382c74917cf18983b02977f8b51e"
  }
}

provider "tui" {
  source      = "github.com/agentco/frontend-tui"
  version     = "0.9.2"
  resolved_at = "2026-08-03T09:12:45Z"
  checksums = {
    "linux_amd64"  = "sha256:0c2c2f93abe7dd57c1939529ad882c103fc1d10c248429891944b8ca74c5d35f"
    "linux_arm64"  = "sha256:0c2c2f93abe7dd57c1939529ad882c103fc1d10c248429891944b8ca74c5d35f"
    "darwin_amd64" = "sha256:0c2c2f93abe7dd57c1939529ad882c103fc1d10c248429891944b8ca74c5d35f"
    "darwin_arm64" = "sha256:0c2c2f93abe7dd57c1939529ad882c103fc1d10c248429891944b8ca74c5d35f"
  }
}

provider "audit-logger" {
  source      = "github.com/agentco/provider-audit-logger"
  version     = "0.2.5"
  resolved_at = "2026-08-03T09:12:46Z"
  checksums = {
    "linux_amd64"  = "sha256:2a910e94ce3635eb823cfcffb103d46cd5fd20f418d57c53f7616e72625d5a27"
    "linux_arm64"  = "sha256:2a910e94ce3635eb823cfcffb103d46cd5fd20f418d57c53f7616e72625d5a27"
    "darwin_amd64" = "sha256:2a910e94ce3635eb823cfcffb103d46cd5fd20f418d57c53f7616e72625d5a27"
    "darwin_arm64" = "sha256:2a910e94ce3635eb823cfcffb103d46cd5fd20f418d57c53f7616e72625d5a27"
  }
}
