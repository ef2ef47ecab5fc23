policy "gate_writes" {
  match  = { provider = "filesystem", kind = "resource" }
  action = "ask"
}

policy "gate_network_writes" {
  match  = { provider = "http-client", kind = "resource" }
  action = "deny"
}
