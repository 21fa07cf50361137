import { existsSync, readdirSync, readFileSync, realpathSync, statSync } from 'node:fs';
import type { FileSystemHost, RuntimeDirEntry } from 'ts-morph';

/**
 * The real file system as ts-morph sees it, except that some files read as other text: the pruned provider
 * hubs. Serving them from the host (rather than `createSourceFile(..., { overwrite })`, which first parses the
 * file on disk) means the 5 MB originals are never parsed. Read-only: the typechecker never writes.
 */
export class ShadowFileSystem implements FileSystemHost {
  readonly shadows = new Map<string, string>();
  private readonly stripped = new Map<string, string>();

  /**
   * Provider declarations are mostly documentation (`bucket.d.ts` is 90% examples in JSDoc). Block comments
   * carry nothing the checker needs for errors in `.d.ts` files (JSDoc types only count in JavaScript), and
   * the language service parses every JSDoc eagerly, so they are blanked; `///` directives stay.
   */
  private declarationText(filePath: string, encoding: BufferEncoding): string {
    let text = this.stripped.get(filePath);
    if (text === undefined) {
      text = stripBlockComments(readFileSync(filePath, encoding));
      this.stripped.set(filePath, text);
    }
    return text;
  }

  isCaseSensitive(): boolean {
    return true;
  }
  readDirSync(dirPath: string): RuntimeDirEntry[] {
    return readdirSync(dirPath, { withFileTypes: true }).map((entry) => ({
      name: entry.name,
      isFile: entry.isFile(),
      isDirectory: entry.isDirectory(),
      isSymlink: entry.isSymbolicLink(),
    }));
  }
  readFileSync(filePath: string, encoding: BufferEncoding = 'utf8'): string {
    const shadow = this.shadows.get(filePath);
    if (shadow !== undefined) return shadow;
    if (filePath.endsWith('.d.ts') && filePath.includes('/node_modules/@pulumi/')) {
      return this.declarationText(filePath, encoding);
    }
    return readFileSync(filePath, encoding);
  }
  readFile(filePath: string, encoding: BufferEncoding = 'utf8'): Promise<string> {
    return Promise.resolve(this.readFileSync(filePath, encoding));
  }
  fileExistsSync(filePath: string): boolean {
    if (this.shadows.has(filePath)) return true;
    try {
      return statSync(filePath).isFile();
    } catch {
      return false;
    }
  }
  fileExists(filePath: string): Promise<boolean> {
    return Promise.resolve(this.fileExistsSync(filePath));
  }
  directoryExistsSync(dirPath: string): boolean {
    try {
      return statSync(dirPath).isDirectory();
    } catch {
      return false;
    }
  }
  directoryExists(dirPath: string): Promise<boolean> {
    return Promise.resolve(this.directoryExistsSync(dirPath));
  }
  realpathSync(path: string): string {
    return existsSync(path) ? realpathSync(path) : path;
  }
  getCurrentDirectory(): string {
    return process.cwd();
  }
  globSync(): string[] {
    return [];
  }
  glob(): Promise<string[]> {
    return Promise.resolve([]);
  }
  private readOnly(): never {
    throw new Error('the typecheck file system is read-only');
  }
  delete(): Promise<void> {
    return this.readOnly();
  }
  deleteSync(): void {
    this.readOnly();
  }
  writeFile(): Promise<void> {
    return this.readOnly();
  }
  writeFileSync(): void {
    this.readOnly();
  }
  mkdir(): Promise<void> {
    return this.readOnly();
  }
  mkdirSync(): void {
    this.readOnly();
  }
  move(): Promise<void> {
    return this.readOnly();
  }
  moveSync(): void {
    this.readOnly();
  }
  copy(): Promise<void> {
    return this.readOnly();
  }
  copySync(): void {
    this.readOnly();
  }
}

const BLOCK_COMMENT_OR_STRING =
  /\/\*[\s\S]*?\*\/|\/\/[^\n]*|"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'|`(?:[^`\\]|\\.)*`/g;

/** The text without block comments (strings are skipped over, line comments and directives kept). */
export function stripBlockComments(text: string): string {
  return text.replace(BLOCK_COMMENT_OR_STRING, (token) =>
    token.startsWith('/*') ? token.replace(/[^\n]/g, '') : token,
  );
}
