settings {
  default_frontend = "tui"
  log_level        = "info"      // trace | debug | info | warn | error | fatal
  telemetry        = false

  retry {
    base_delay_ms  = 500
    backoff_factor = 2
    max_retries    = 5
  }

  observability {
    endpoint           = "localhost:4317"
    protocol           = "grpc"
    sampling_ratio     = 1.0
    traces_enabled     = true
    metrics_enabled    = true
    logs_enabled       = true
    export_interval_ms = 10000
    service_name       = "pluggableharness-agent"
    resource_attrs     = { env = "prod" }
  }

  event_bus {
    subscribe_queue_bound = 1024
  }
}
