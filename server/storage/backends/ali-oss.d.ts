// ali-oss ships no type declarations; only the calls the OSS store makes are declared here.
declare module 'ali-oss' {
  interface OssOptions {
    region?: string;
    bucket: string;
    accessKeyId: string;
    accessKeySecret: string;
    endpoint?: string;
    cname?: boolean;
    secure?: boolean;
    timeout?: number;
    retryMax?: number;
  }
  interface OssResponse {
    status: number;
    headers: Record<string, string | undefined>;
  }
  interface SignatureUrlOptions {
    method?: 'GET' | 'PUT';
    expires?: number;
    'Content-Type'?: string;
    subResource?: Record<string, string>;
    response?: Record<string, string>;
  }
  interface OssPart {
    PartNumber: string;
    ETag: string;
    Size: string;
  }
  interface OssUpload {
    name: string;
    uploadId: string;
    initiated: string;
  }
  class OSS {
    constructor(options: OssOptions);
    signatureUrl(name: string, options?: SignatureUrlOptions): string;
    initMultipartUpload(name: string, options?: { mime?: string }): Promise<{ uploadId: string }>;
    listParts(
      name: string,
      uploadId: string,
      query?: Record<string, string | number>,
    ): Promise<{ parts: OssPart[] | OssPart; isTruncated: boolean | string; nextPartNumberMarker?: string }>;
    completeMultipartUpload(name: string, uploadId: string, parts: { number: number; etag: string }[]): Promise<unknown>;
    abortMultipartUpload(name: string, uploadId: string): Promise<unknown>;
    put(name: string, file: string | Buffer, options?: { mime?: string }): Promise<unknown>;
    head(name: string): Promise<{ res: OssResponse; status: number }>;
    get(name: string, options?: { headers?: Record<string, string> }): Promise<{ content: Buffer; res: OssResponse }>;
    delete(name: string): Promise<unknown>;
    listUploads(query: Record<string, string | number>): Promise<{
      uploads: OssUpload[];
      isTruncated: boolean;
      nextKeyMarker?: string;
      nextUploadIdMarker?: string;
    }>;
  }
  export default OSS;
}
