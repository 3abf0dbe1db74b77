// bpmn-moddle ships no types; the parts this project uses (docs/workflow.md).
declare module 'bpmn-moddle' {
  export interface ModdleElement {
    $type: string;
    $parent?: ModdleElement;
    $attrs?: Record<string, string>;
    id?: string;
    name?: string;
    get(name: string): unknown;
    set(name: string, value: unknown): void;
    [key: string]: unknown;
  }
  export interface ParseResult {
    rootElement: ModdleElement;
    warnings: Array<{ message: string }>;
    references: unknown[];
    elementsById: Record<string, ModdleElement>;
  }
  export class Moddle {
    fromXML(xml: string, typeName?: string): Promise<ParseResult>;
    toXML(element: ModdleElement, options?: { format?: boolean; preamble?: boolean }): Promise<{ xml: string }>;
    create(type: string, attrs?: Record<string, unknown>): ModdleElement;
  }
  /** v10 exports a factory (callable with or without new). */
  export function BpmnModdle(packages?: Record<string, unknown>, options?: Record<string, unknown>): Moddle;
}
