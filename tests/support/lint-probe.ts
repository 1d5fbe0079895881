// Runs eslint.config.mjs through ESLint's own API on code as if it were a file of the repository (the file need
// not exist): the lint rules' tests use it to prove a rule reports what it should and nothing else.
import path from 'node:path';
import { ESLint, type Linter } from 'eslint';

const root = path.resolve(import.meta.dirname, '../..');
let eslint: ESLint | undefined;

/** Every message ESLint reports for `code` at `file` (a path from the repository's root). */
export async function lintAs(file: string, code: string): Promise<Linter.LintMessage[]> {
  eslint ??= new ESLint({ cwd: root });
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages;
}

/** The lines one rule reports for `code` at `file`. */
export async function reportedLines(ruleId: string, file: string, code: string): Promise<number[]> {
  return (await lintAs(file, code)).filter((m) => m.ruleId === ruleId).map((m) => m.line);
}
