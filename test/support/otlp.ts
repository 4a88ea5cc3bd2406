import { Received } from './webhook-receiver';

/** One exported span, its OTLP/JSON attributes as a plain object. */
export interface ExportedSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  /** OTLP's SpanKind: 2 server, 3 client. */
  kind: number;
  attributes: Record<string, unknown>;
  resource: Record<string, unknown>;
}

export const SERVER = 2;
export const CLIENT = 3;

interface KeyValue {
  key: string;
  value: Record<string, unknown>;
}

/** An OTLP/JSON AnyValue as JavaScript (int64 may come as a string). */
function plain(value: Record<string, unknown>): unknown {
  if ('intValue' in value) return Number(value.intValue);
  if ('arrayValue' in value) {
    return ((value.arrayValue as { values?: Record<string, unknown>[] }).values ?? []).map(plain);
  }
  return Object.values(value)[0];
}

function attributesOf(list: KeyValue[] | undefined): Record<string, unknown> {
  return Object.fromEntries((list ?? []).map(({ key, value }) => [key, plain(value)]));
}

/** Every span of the OTLP/HTTP JSON export requests (POST /v1/traces) a receiver got. */
export function exportedSpans(requests: Received[]): ExportedSpan[] {
  type Body = {
    resourceSpans?: {
      resource?: { attributes?: KeyValue[] };
      scopeSpans?: { spans?: (Omit<ExportedSpan, 'attributes' | 'resource'> & { attributes?: KeyValue[] })[] }[];
    }[];
  };
  return requests.flatMap((request) =>
    ((request.json as Body | undefined)?.resourceSpans ?? []).flatMap((resourceSpans) => {
      const resource = attributesOf(resourceSpans.resource?.attributes);
      return (resourceSpans.scopeSpans ?? []).flatMap((scope) =>
        (scope.spans ?? []).map((span) => ({ ...span, attributes: attributesOf(span.attributes), resource })),
      );
    }),
  );
}

/** Whether `span` is `ancestor` or lies under it, following parent ids within `spans`. */
export function descendsFrom(span: ExportedSpan, ancestor: ExportedSpan, spans: ExportedSpan[]): boolean {
  for (let current: ExportedSpan | undefined = span; current;) {
    if (current.spanId === ancestor.spanId) return true;
    const parent: string | undefined = current.parentSpanId;
    current = parent ? spans.find((s) => s.spanId === parent) : undefined;
  }
  return false;
}
