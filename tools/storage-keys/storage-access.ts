// Reads the site's browser code for the places it touches browser storage, so the check can hold
// each one to the registry (shared-contracts/src/storage-keys). Uses TypeScript's parser: comments
// and prose never count, string pieces and call arguments do.
import ts from 'typescript';

const accessCalls = new Set([
  'getItem',
  'setItem',
  'removeItem',
  'readStored',
  'writeStored',
  'removeStored',
]);

export interface StorageAccess {
  /** The call (`setItem`, `readStored`, …) or `document.cookie`. */
  what: string;
  /** The key as the code writes it: the first argument, or the cookie's text up to its `=`. */
  keyText: string;
  line: number;
}

export interface FileFindings {
  /** Every string piece (literal, or the text between a template's `${}`s). */
  texts: { text: string; line: number }[];
  accesses: StorageAccess[];
}

function calleeName(call: ts.CallExpression): string | undefined {
  const callee = call.expression;
  if (ts.isIdentifier(callee)) return callee.text;
  if (ts.isPropertyAccessExpression(callee)) return callee.name.text;
  return undefined;
}

function isDocumentCookie(node: ts.Node): boolean {
  return (
    ts.isPropertyAccessExpression(node) &&
    node.name.text === 'cookie' &&
    ts.isIdentifier(node.expression) &&
    node.expression.text === 'document'
  );
}

export function findingsOf(fileName: string, code: string): FileFindings {
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true);
  const lineOf = (node: ts.Node) => source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
  const findings: FileFindings = { texts: [], accesses: [] };
  const visit = (node: ts.Node): void => {
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node)
    ) {
      findings.texts.push({ text: node.text, line: lineOf(node) });
    }
    if (ts.isCallExpression(node)) {
      const name = calleeName(node);
      const [first] = node.arguments;
      if (name && accessCalls.has(name) && first) {
        findings.accesses.push({ what: name, keyText: first.getText(source), line: lineOf(node) });
      }
    }
    if (
      ts.isBinaryExpression(node) &&
      node.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
      isDocumentCookie(node.left)
    ) {
      const written = node.right.getText(source);
      findings.accesses.push({
        what: 'document.cookie',
        keyText: written.split('=')[0] ?? written,
        line: lineOf(node),
      });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return findings;
}

/**
 * Whether a string piece copies a registered key: it starts with one (a key, or a family's prefix),
 * or is the start of one, as a template's head before its `${}` is.
 */
export function copiesKey(text: string, registeredTexts: readonly string[]): boolean {
  return registeredTexts.some(
    (key) => text.startsWith(key) || (text.length > 'trinket.'.length && key.startsWith(text)),
  );
}

/**
 * Whether a key as the code writes it comes from the registry: it names one of the registry's
 * exports, or a function or constant of the same file whose definition does (`storedUserKey()`).
 */
export function namesRegisteredKey(keyText: string, code: string, registryNames: readonly string[]): boolean {
  const names = (text: string) => registryNames.some((name) => new RegExp(`\\b${name}\\b`).test(text));
  if (names(keyText)) return true;
  const local = /^([A-Za-z_$][\w$]*)/.exec(keyText.replace(/^\$\{/, ''))?.[1];
  if (!local) return false;
  const definition = new RegExp(`(function\\s+${local}\\s*\\(|const\\s+${local}\\s*=)[^;]*?;`, 's').exec(
    code,
  );
  return definition !== null && names(definition[0]);
}
