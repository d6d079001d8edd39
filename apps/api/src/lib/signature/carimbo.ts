import { formatCpf, fusoHorario } from '@saude/shared';
import { type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import QRCode from 'qrcode';

/** Spec 001 §7 "Digital signature": the signature box on the last page (points). */
export const CAIXA_ASSINATURA = {
  largura: 600,
  altura: 15.94,
  fonte: 8,
  margemEsquerda: 5.5,
  margemDireita: 1.5,
  margemInferior: 5.5,
} as const;

/** The smallest font the text may shrink to before it is shortened. */
const FONTE_MINIMA = 6;
const PADDING = 2;
/** Side of the QR code (about 2 cm), quiet zone included. */
const QR_LADO = 56;
const QR_MARGEM_MODULOS = 2;

export interface DadosCarimbo {
  nome: string;
  cpf: string;
  codigo: string;
  urlVerificacao: string;
  agora: Date;
}

/** dd/mm/aaaa and HH:mm:ss in Brasília time, whatever the server's zone. */
export function dataHoraBrasilia(d: Date): { data: string; hora: string } {
  const partes = Object.fromEntries(
    new Intl.DateTimeFormat('pt-BR', {
      timeZone: fusoHorario(),
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(d)
      .map((p) => [p.type, p.value]),
  );
  return { data: `${partes.day}/${partes.month}/${partes.year}`, hora: `${partes.hour}:${partes.minute}:${partes.second}` };
}

/**
 * The two lines of the box. Wide pages: who signed and when (the spec's text), then the verification
 * code and address. Narrow pages (receipts): the time moves to the second line beside the code.
 */
export function textosDoCarimbo(d: DadosCarimbo) {
  const { data, hora } = dataHoraBrasilia(d.agora);
  const quando = `em ${data} às ${hora}`;
  const semProtocolo = d.urlVerificacao.replace(/^https?:\/\//, '');
  const quem = (nome: string) => `Assinado eletronicamente por ${nome} (${formatCpf(d.cpf)})`;
  return {
    largo: {
      assinante: (nome: string) => `${quem(nome)} ${quando}`,
      verificacao: [
        `Código de verificação ${d.codigo}. Confira a autenticidade em ${d.urlVerificacao}`,
        `Código de verificação ${d.codigo}. Confira em ${semProtocolo}`,
        `Verificação: ${semProtocolo}`,
        `Código de verificação ${d.codigo}`,
      ],
    },
    estreito: {
      assinante: quem,
      verificacao: [`${quando}. Código de verificação ${d.codigo}`, `${quando}. Código ${d.codigo}`, quando],
    },
  };
}

/**
 * Helvetica (a standard font, nothing embedded) encodes WinAnsi only: Portuguese accents pass, other
 * characters lose their diacritics, and anything still unencodable becomes '?'.
 */
export function paraWinAnsi(texto: string, fonte: PDFFont): string {
  let saida = '';
  for (const ch of texto) {
    if (podeCodificar(ch, fonte)) saida += ch;
    else {
      const base = ch.normalize('NFD').replace(/\p{M}/gu, '');
      saida += base && [...base].every((c) => podeCodificar(c, fonte)) ? base : '?';
    }
  }
  return saida;
}

function podeCodificar(ch: string, fonte: PDFFont): boolean {
  try {
    fonte.encodeText(ch);
    return true;
  } catch {
    return false;
  }
}

interface Ajuste {
  texto: string;
  tamanho: number;
}

/** The largest font (8 down to 6) at which a candidate fits; candidates in order of preference. */
function ajustar(candidatos: string[], fonte: PDFFont, largura: number): Ajuste | null {
  for (const texto of candidatos) {
    for (let tamanho = CAIXA_ASSINATURA.fonte; tamanho >= FONTE_MINIMA; tamanho -= 0.5) {
      if (fonte.widthOfTextAtSize(texto, tamanho) <= largura) return { texto, tamanho };
    }
  }
  return null;
}

/** Cuts a text at the end with an ellipsis until it fits at the minimum font. */
function cortar(texto: string, fonte: PDFFont, largura: number): Ajuste {
  let t = texto;
  while (t.length > 1 && fonte.widthOfTextAtSize(`${t}…`, FONTE_MINIMA) > largura) t = t.slice(0, -1);
  return { texto: t === texto ? t : `${t.trimEnd()}…`, tamanho: FONTE_MINIMA };
}

/** Line 1: shrink the font, then shorten the name, then (a very narrow page) cut the line. */
function ajustarAssinante(montar: (nome: string) => string, nome: string, fonte: PDFFont, largura: number, encurtar: boolean) {
  const inteiro = ajustar([montar(nome)], fonte, largura);
  if (inteiro || !encurtar) return inteiro;
  for (let n = nome.length - 1; n >= 1; n--) {
    const curto = ajustar([montar(`${nome.slice(0, n).trimEnd()}…`)], fonte, largura);
    if (curto) return curto;
  }
  return cortar(montar(nome), fonte, largura);
}

/** The two lines that fit: the wide layout when its first line fits whole, else the narrow one. */
export function linhasDoCarimbo(dados: DadosCarimbo, fonte: PDFFont, largura: number): [Ajuste, Ajuste] {
  const nome = paraWinAnsi(dados.nome, fonte);
  const t = textosDoCarimbo(dados);
  const w = (s: string) => paraWinAnsi(s, fonte);
  const linhas = (l: typeof t.largo, encurtar: boolean): [Ajuste, Ajuste] | null => {
    const l1 = ajustarAssinante((n) => w(l.assinante(n)), nome, fonte, largura, encurtar);
    if (!l1) return null;
    const candidatos = l.verificacao.map(w);
    return [l1, ajustar(candidatos, fonte, largura) ?? cortar(candidatos[candidatos.length - 1], fonte, largura)];
  };
  return linhas(t.largo, false) ?? (linhas(t.estreito, true) as [Ajuste, Ajuste]);
}

/**
 * Draws the signature box on the page (spec 001 §7: width 600 clamped to the page, height 15.94,
 * font 8, margins left 5.5, right 1.5, bottom 5.5) and the QR code of the verification address just
 * above it at the right. Texts never leave the box: the font shrinks to 6 pt, then texts shorten.
 */
export function desenharCarimbo(pagina: PDFPage, fonte: PDFFont, dados: DadosCarimbo) {
  const c = CAIXA_ASSINATURA;
  const caixaMedia = pagina.getMediaBox();
  const largura = Math.max(0, Math.min(c.largura, caixaMedia.width - c.margemEsquerda - c.margemDireita));
  const x = caixaMedia.x + c.margemEsquerda;
  const y = caixaMedia.y + c.margemInferior;
  const util = Math.max(0, largura - 2 * PADDING);

  const [linha1, linha2] = linhasDoCarimbo(dados, fonte, util);

  pagina.drawRectangle({
    x,
    y,
    width: largura,
    height: c.altura,
    color: rgb(1, 1, 1),
    borderColor: rgb(0.55, 0.55, 0.55),
    borderWidth: 0.4,
  });
  // two lines of 7.97 pt fill the 15.94 pt box: baselines leave room for ascenders and descenders
  pagina.drawText(linha1.texto, { x: x + PADDING, y: y + c.altura / 2 + 1.7, size: linha1.tamanho, font: fonte, color: rgb(0, 0, 0) });
  pagina.drawText(linha2.texto, { x: x + PADDING, y: y + 1.9, size: linha2.tamanho, font: fonte, color: rgb(0.15, 0.15, 0.15) });

  desenharQrCode(pagina, dados.urlVerificacao, {
    x: caixaMedia.x + caixaMedia.width - c.margemDireita - QR_LADO,
    y: y + c.altura + 2,
    lado: Math.min(QR_LADO, largura),
  });
}

/** The QR code as filled rectangles (one per horizontal run of dark modules), over a white square. */
export function desenharQrCode(pagina: PDFPage, texto: string, pos: { x: number; y: number; lado: number }) {
  const qr = QRCode.create(texto, { errorCorrectionLevel: 'M' });
  const n = qr.modules.size;
  const modulo = pos.lado / (n + 2 * QR_MARGEM_MODULOS);
  pagina.drawRectangle({ x: pos.x, y: pos.y, width: pos.lado, height: pos.lado, color: rgb(1, 1, 1) });
  const preto = rgb(0, 0, 0);
  for (let linha = 0; linha < n; linha++) {
    let inicio = -1;
    for (let col = 0; col <= n; col++) {
      const escuro = col < n && qr.modules.get(linha, col) === 1;
      if (escuro && inicio < 0) inicio = col;
      if (!escuro && inicio >= 0) {
        pagina.drawRectangle({
          x: pos.x + (QR_MARGEM_MODULOS + inicio) * modulo,
          // PDF y grows upwards; the matrix's row 0 is the top
          y: pos.y + pos.lado - (QR_MARGEM_MODULOS + linha + 1) * modulo,
          width: (col - inicio) * modulo,
          height: modulo,
          color: preto,
        });
        inicio = -1;
      }
    }
  }
}
