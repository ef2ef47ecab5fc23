# This file is maintained by the harness kernel ("agent init"); it is committed so every
# teammate runs the same provider builds. Checksums are per platform.
lock_file_version = 1

provider "anthropic" {
  source      = "github.com/agentco/provider-anthropic"
  version     = "1.2.4"
  resolved_at = "2026-07-22T18:04:00Z"
  checksums = {
    "linux_amd64"  = "sha256:56c7eeeefc17578a00d55fa852a56fbf62cd08f75e4f19182bdfd1244f836064"
    "linux_arm64"  = "sha256:9a9ac2ff2310cd30ed774cf98d3d368e7bedde1faa41663a24f98198dbde179b"
    "darwin_amd64" = "sha256:8ac11912734e2baf28de4915ba93de0619a917eca7c4f00275fb4abe89b79488"
    "darwin_arm64" = "sha256:e247fbf914cb30f575632b6aaa9da743bc9c56beee0b06c4e485bf1c593c204e"
  }
}

provider "filesystem" {
  source      = "github.com/agentco/provider-filesystem"
  version     = "1.0.2"
  resolved_at = "2026-07-22T18:04:00Z"
  checksums = {
    "linux_amd64"  = "sha256:70f24a157f3121f50ce8497d704355c22ae153c132ac33e4eb19079223a3b977"
    "linux_arm64"  = "sha256:87aeb9cbe7a38c0a2608e31af0e70b61ed250dc28e7b70d8a91de1771ebfc651"
    "darwin_amd64" = "sha256:5c581403ce8454dc7e6405f22c640e6c5a43967d74a92fae98ad6f7b31d8f862"
    "darwin_arm64" = "sha256:132842e3f8a96bab4fd3a36f9595c35bbc2e401b68c191c45e8e0d9fc4b733fd"
  }
}

provider "ripgrep" {
  source      = "github.com/agentco/provider-ripgrep"
  version     = "0.4.7"
  resolved_at = "2026-07-22T18:04:01Z"
  checksums = {
    "linux_amd64"  = "sha256:d57760eb23b408cb6c351d6debb22f943bb33a69c05633a2555fa31a202cde47"
    "linux_arm64"  = "sha256:5a6dbdb904ce8621f4e0088474465b81cf696110b25789ad899e67bd6e156277"
    "darwin_amd64" = "sha256:d89a493111aa06e8934202aeaa171e39ead0fecc3b55de016d0cef4b64f96043"
    "darwin_arm64" = "sha256:d2b03d718dd323d6e2be11a09c9bb6c1ea754a45d020178efacf15394042f693"
  }
}

provider "shell" {
  source      = "gitlab.com/platform-team/agent-plugins/provider-shell"
  version     = "2.1.4"
  resolved_at = "2026-08-03T09:12:45Z"
  checksums = {
    "linux_amd64"  = "sha256:36dac4baff1000748aa5f8ce3cad1b2e10071d706cd4c1703d4da88b423ddb03"
    "linux_arm64"  = "sha256:4a72095ddabed2db8b2895bb6b26775496dc499d18290e75629d9637420cb103"
    "darwin_amd64" = "sha256:9508d3fb46e9da24f0639318de716102dc0efe858ae9688907c1a7f24b4d1eca"
    "darwin_arm64" = "sha256:292a8a30752acc27ef0cb5ec8547136584e7fb329e1dcb09420dd4b51d6719f4"
  }
}

provider "tui" {
  source      = "github.com/agentco/frontend-tui"
  version     = "0.9.2"
  resolved_at = "2026-08-03T09:12:45Z"
  checksums = {
    "linux_amd64"  = "sha256:47c4c0c6e4817fb3392e02df7bf0ebf29a762a58a51e715462fb7ab230d23168"
    "linux_arm64"  = "sha256:9c003df1fedaf4e79620987de11b01cffc8e574b85c34324b1851f6337e050ed"
    "darwin_amd64" = "sha256:8b969732b76864244be055b068477a883a3b89df5828895a4c95139e6c54ac91"
    "darwin_arm64" = "sha256:587d4e4e6ba72b881d3afe40eb887c3a9202c1451667fb3bb03b9da08b3e49f2"
  }
}

provider "audit-logger" {
  source      = "github.com/agentco/provider-audit-logger"
  version     = "0.2.1"
  resolved_at = "2026-08-03T09:12:46Z"
  checksums = {
    "linux_amd64"  = "sha256:3aadbe2deec258032b73809a0b07c087c54a7dd4359c38a1c5632ffc59a4666e"
    "linux_arm64"  = "sha256:8b1c919f2730c2a5f2331a9909ad96dfb61f1854a5bad08079f7f9bdc36ab4d7"
    "darwin_amd64" = "sha256:30cac7befa84ecb5de4b4a15cebd7901145f24c450d894346f6ab8d4b0336935"
    "darwin_arm64" = "sha256:d7e201ad81c4bf25ebf54b7a9a5cf8fbbc03c4b4470a6268d5b8bb1fe1566c51"
  }
}
