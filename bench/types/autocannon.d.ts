/** The slice of autocannon 9's programmatic API the benches use (the package ships no types). */
declare module "autocannon" {
  type TOptions = {
    url: string;
    connections?: number;
    duration?: number;
    pipelining?: number;
    timeout?: number;
    method?: "GET" | "POST" | "PUT" | "DELETE";
    headers?: Record<string, string>;
    body?: string;
  };

  type THistogram = {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total: number;
    p50: number;
    p90: number;
    p97_5: number;
    p99: number;
  };

  type TResult = {
    url: string;
    connections: number;
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    "2xx": number;
    statusCodeStats: Record<string, { count: number }>;
    latency: THistogram;
    requests: THistogram & { sent: number };
    throughput: THistogram;
  };

  function autocannon(options: TOptions): Promise<TResult>;

  export type { TOptions as AutocannonOptions, TResult as AutocannonResult };
  export default autocannon;
}
