lock_file_version = 1   // MUST — format version of this file itself, independent of
                         // any individual provider's version; lets a future kernel
                         // detect and migrate an old-format lock file the same way
                         // the state backend migrates session files

provider "anthropic" {
  source      = "github.com/agentco/provider-anthropic"
  version     = "1.2.4"
  resolved_at = "2026-07-22T18:04:00Z"   // MUST — when this entry was last resolved,
                                          // for audit/debugging drift over time
  checksums = {
    "linux_amd64"   = "sha256:1a2b3c..."
    "linux_arm64"   = "sha256:4d5e6f..."
    "darwin_amd64"  = "sha256:7a8b9c..."
    "darwin_arm64"  = "sha256:0d1e2f..."
  }
}
