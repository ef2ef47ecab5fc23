policy "allow_read_file" {
  match  = { tool_name = "read_file" }
  action = "allow"
}

policy "deny_write_file" {
  match  = { tool_name = "write_file" }
  action = "deny"
}
