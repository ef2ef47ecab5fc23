hook "post-tool-call" {
  provider = "audit-logger"
  mode     = "observe"
}
