settings {
  retry {
    base_delay_ms  = 500
    backoff_factor = 2
    max_retries    = 5
  }
}
