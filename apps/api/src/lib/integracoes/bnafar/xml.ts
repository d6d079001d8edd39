/**
 * The little XML the BNAFAR SOAP service needs, without a dependency (no XML package is installed; decision 0015):
 * writing an element tree with escaped text, and reading an answer (SOAP envelope, fault, protocol) into a tree.
 * The reader knows elements, attributes, text, CDATA, comments and processing instructions; it refuses a DOCTYPE
 * (an answer never has one, and entity expansion is how XML parsers get attacked) and unbalanced tags.
 */

/** An element to write: its name and either its text or its children (null children are left out). */
export type ElementoXml = { nome: string; atributos?: Record<string, string>; conteudo: string | (ElementoXml | null)[] };

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
export const escaparXml = (texto: string) => texto.replace(/[&<>"']/g, (c) => ESCAPES[c]);

/** Serialises a tree; `recuo` pretty-prints (the downloadable file), without it the body goes in one line. */
export function escreverXml(e: ElementoXml, recuo?: string, nivel = 0): string {
  const atributos = Object.entries(e.atributos ?? {})
    .map(([k, v]) => ` ${k}="${escaparXml(v)}"`)
    .join('');
  const margem = recuo ? recuo.repeat(nivel) : '';
  if (typeof e.conteudo === 'string') return `${margem}<${e.nome}${atributos}>${escaparXml(e.conteudo)}</${e.nome}>`;
  const filhos = e.conteudo.filter((f): f is ElementoXml => f !== null);
  if (!filhos.length) return `${margem}<${e.nome}${atributos}/>`;
  const quebra = recuo ? '\n' : '';
  const dentro = filhos.map((f) => escreverXml(f, recuo, nivel + 1)).join(quebra);
  return `${margem}<${e.nome}${atributos}>${quebra}${dentro}${quebra}${margem}</${e.nome}>`;
}

/** An element read: qualified name, local name (without prefix), attributes, children and its own text. */
export interface NoXml {
  nome: string;
  local: string;
  atributos: Record<string, string>;
  filhos: NoXml[];
  texto: string;
}

const ENTIDADES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
function decodificar(texto: string): string {
  return texto.replace(/&(#x[0-9a-fA-F]+|#\d+|[a-z]+);/g, (m, ent: string) => {
    if (ent.startsWith('#x')) return String.fromCodePoint(Number.parseInt(ent.slice(2), 16));
    if (ent.startsWith('#')) return String.fromCodePoint(Number.parseInt(ent.slice(1), 10));
    return ENTIDADES[ent] ?? m;
  });
}

const novoNo = (nome: string, atributos: Record<string, string>): NoXml => ({
  nome,
  local: nome.includes(':') ? nome.slice(nome.indexOf(':') + 1) : nome,
  atributos,
  filhos: [],
  texto: '',
});

/** Parses a document and returns its root element; throws on malformed XML. */
export function lerXml(xml: string): NoXml {
  const pilha: NoXml[] = [];
  let raiz: NoXml | null = null;
  let i = 0;
  const texto = (t: string) => {
    if (pilha.length) pilha[pilha.length - 1].texto += t;
    else if (t.trim()) throw new Error('Texto fora do elemento raiz');
  };
  while (i < xml.length) {
    const lt = xml.indexOf('<', i);
    if (lt < 0) {
      texto(decodificar(xml.slice(i)));
      break;
    }
    if (lt > i) texto(decodificar(xml.slice(i, lt)));
    if (xml.startsWith('<!--', lt)) i = fimDe(xml, '-->', lt);
    else if (xml.startsWith('<?', lt)) i = fimDe(xml, '?>', lt);
    else if (xml.startsWith('<![CDATA[', lt)) {
      const fim = fimDe(xml, ']]>', lt);
      texto(xml.slice(lt + 9, fim - 3));
      i = fim;
    } else if (xml.startsWith('<!', lt)) throw new Error('DOCTYPE não é aceito');
    else if (xml.startsWith('</', lt)) {
      const fim = fimDe(xml, '>', lt);
      const nome = xml.slice(lt + 2, fim - 1).trim();
      const aberto = pilha.pop();
      if (!aberto || aberto.nome !== nome) throw new Error(`Fechamento inesperado: </${nome}>`);
      i = fim;
    } else {
      const fim = fimDaMarca(xml, lt);
      const corpo = xml.slice(lt + 1, fim - 1);
      const vazio = corpo.endsWith('/');
      const m = /^([^\s/>]+)([\s\S]*?)\/?$/.exec(corpo);
      if (!m) throw new Error('Marca inválida');
      const atributos: Record<string, string> = {};
      for (const a of m[2].matchAll(/([^\s=]+)\s*=\s*("([^"]*)"|'([^']*)')/g)) atributos[a[1]] = decodificar(a[3] ?? a[4] ?? '');
      const no = novoNo(m[1], atributos);
      if (pilha.length) pilha[pilha.length - 1].filhos.push(no);
      else if (raiz) throw new Error('Mais de um elemento raiz');
      else raiz = no;
      if (!vazio) pilha.push(no);
      i = fim;
    }
  }
  if (!raiz || pilha.length) throw new Error('Documento XML incompleto');
  return raiz;
}

/** The end of a start tag: the first `>` outside a quoted attribute value. */
function fimDaMarca(xml: string, desde: number): number {
  let aspas = '';
  for (let j = desde + 1; j < xml.length; j++) {
    const c = xml[j];
    if (aspas) {
      if (c === aspas) aspas = '';
    } else if (c === '"' || c === "'") aspas = c;
    else if (c === '>') return j + 1;
  }
  throw new Error('XML incompleto: falta >');
}

function fimDe(xml: string, marca: string, desde: number): number {
  const p = xml.indexOf(marca, desde);
  if (p < 0) throw new Error(`XML incompleto: falta ${marca}`);
  return p + marca.length;
}

/** The first element with this local name, depth first (the prefix a server picks does not matter). */
export function buscar(no: NoXml, local: string): NoXml | undefined {
  for (const f of no.filhos) {
    if (f.local === local) return f;
    const achado = buscar(f, local);
    if (achado) return achado;
  }
  return undefined;
}

/** Every element with this local name, depth first. */
export function buscarTodos(no: NoXml, local: string, achados: NoXml[] = []): NoXml[] {
  for (const f of no.filhos) {
    if (f.local === local) achados.push(f);
    buscarTodos(f, local, achados);
  }
  return achados;
}

/** The trimmed text of the first element with this local name, or null. */
export const textoDe = (no: NoXml, local: string): string | null => {
  const achado = buscar(no, local);
  return achado ? achado.texto.trim() : null;
};
