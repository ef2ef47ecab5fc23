// What a provider's plugin advertised, in protobuf-JSON shape with the proto's own
// snake_case field names (the shape of conformance providers.json): enums by value name,
// Duration as "120s". A key that is present means the field was set on the wire.

export const CATEGORIES = ['model', 'tool', 'context', 'memory', 'frontend', 'widget', 'slashcommand'] as const;
export type Category = (typeof CATEGORIES)[number];

export interface DescribeInfo {
  name?: string;
  version?: string;
  source?: string;
  protocol_version?: number;
  [key: string]: unknown;
}

/** One category's capability message (model.v1.Capabilities, tool.v1.GetSchemaResponse, ...). */
export type CapabilityMessage = Record<string, unknown>;

export interface ProviderCapabilities {
  /** The local name in required_providers. */
  name: string;
  /** Absent when the plugin serves no Describe. */
  describe?: DescribeInfo;
  /** Every category the plugin serves, with its capability message. */
  categories: Partial<Record<Category, CapabilityMessage>>;
}
