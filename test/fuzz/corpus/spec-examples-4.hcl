policy "a" {
  match  = { tool_name = "read_file" }
  action = "allow"
}

policy "b" {
  match  = { tool_name = "read_file" }
  action = "deny"
}
