// The plugin host's public surface. The CLI imports this module dynamically, only when
// plugins are needed, so grpc is never loaded for --no-plugins runs.
export { queryProviders, DEFAULT_PLUGIN_TIMEOUT_MS, type QueryOptions } from './query-providers.js';
export { PLUGIN_RULE_IDS, type PluginRuleId, type ProviderFinding, type ProviderInput, type ProviderResult, type LocatedBinary, type SourcePlace } from './provider-input.js';
export { buildReport, renderReportJson, renderReportText, type ProviderReport, type AdvertisedNames } from './report.js';
export { defaultCapabilityCacheDir } from './cache-dir.js';
export { goPlatform } from './platform.js';
