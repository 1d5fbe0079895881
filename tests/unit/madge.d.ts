// The part of madge's API the cycle check uses (madge ships no types).
declare module 'madge' {
  type MadgeConfig = { baseDir?: string; fileExtensions?: string[]; tsConfig?: string };
  type MadgeResult = { obj(): Record<string, string[]>; circular(): string[][] };
  export default function madge(paths: string | string[], config?: MadgeConfig): Promise<MadgeResult>;
}
