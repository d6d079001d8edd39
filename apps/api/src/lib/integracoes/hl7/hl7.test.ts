import { describe, expect, it } from 'vitest';
import { campo, desescapar, Hl7Erro, lerHl7, lerOruR01, repeticoes } from './hl7.js';

/** Real-shaped ORU^R01 (HL7 2.5.1, as laboratory systems write them): lipid panel and a serology. */
const ORU = [
  'MSH|^~\\&|LIS|LABAPOIO^2345678^CNES|SAUDE|PREFEITURA|20261120101500||ORU^R01^ORU_R01|MSG0001|P|2.5.1|||AL|NE||8859/1',
  'PID|1||123456^^^SAUDE^PI||SILVA^MARIA^JOSE||19800512|F',
  'PV1|1|O',
  'ORC|RE|900123|LA-77|',
  'OBR|1|900123|LA-77|0202010295^COLESTEROL TOTAL^SIGTAP|||20261119080000|||||||||||||||20261120100000||CH|F',
  'OBX|1|NM|CT^Colesterol total^L||215|mg/dL|<190|H|||F|||20261120093000',
  'NTE|1||Amostra levemente lipêmica',
  'OBR|2||LA-78|SOROLOGIA^SOROLOGIA HIV^L',
  'OBX|1|CE|HIV^Anti-HIV 1/2^L||NR^Não reagente^L||||||C',
  'OBX|2|TX|OBS^Observação^L||Linha 1~Linha 2 com \\F\\ pipe e \\S\\ circunflexo||||||F',
].join('\r');

describe('lib/integracoes/hl7', () => {
  it('reads segments, fields, components and repetitions with MSH numbering', () => {
    const [m] = lerHl7(ORU);
    expect(m?.segmentos.map((s) => s.nome)).toEqual(['MSH', 'PID', 'PV1', 'ORC', 'OBR', 'OBX', 'NTE', 'OBR', 'OBX', 'OBX']);
    const msh = m?.segmentos[0];
    if (!m || !msh) throw new Error('sem mensagem');
    const d = m.delimitadores;
    expect(campo(msh, 1, d)).toBe('|');
    expect(campo(msh, 2, d)).toBe('^~\\&');
    expect(campo(msh, 4, d)).toBe('LABAPOIO');
    expect(campo(msh, 4, d, 2)).toBe('2345678');
    expect(campo(msh, 9, d, 2)).toBe('R01');
    expect(campo(msh, 10, d)).toBe('MSG0001');
    const obxTx = m.segmentos[9];
    if (!obxTx) throw new Error('sem OBX');
    expect(repeticoes(obxTx, 5, d)).toEqual([['Linha 1'], ['Linha 2 com | pipe e ^ circunflexo']]);
  });

  it('reads ORU^R01: sender, patient, placer number (OBR-2, else ORC-2), exam, observations', () => {
    const [m] = lerHl7(ORU);
    if (!m) throw new Error('sem mensagem');
    const r = lerOruR01(m);
    expect(r).toMatchObject({ remetente: 'LABAPOIO', tipo: 'ORU^R01', controle: 'MSG0001', pacienteId: '123456' });
    expect(r.pacienteNome).toBe('MARIA JOSE SILVA');
    expect(r.pedidos).toHaveLength(2);
    const [lip, sor] = r.pedidos;
    expect(lip).toMatchObject({ linha: 5, numeroSolicitante: '900123', numeroExecutor: 'LA-77', exameCodigo: '0202010295' });
    expect(lip?.observacoes).toEqual([
      {
        linha: 6,
        tipo: 'NM',
        codigo: 'CT',
        nome: 'Colesterol total',
        valor: '215',
        unidade: 'mg/dL',
        anormalidade: 'H',
        situacao: 'F',
      },
    ]);
    // OBR-2 empty and no ORC before it: no placer number (the import lists it as a problem)
    expect(sor?.numeroSolicitante).toBe('');
    expect(sor?.observacoes.map((o) => [o.tipo, o.codigo, o.valor, o.situacao])).toEqual([
      ['CE', 'HIV', 'Não reagente', 'C'],
      ['TX', 'OBS', 'Linha 1\nLinha 2 com | pipe e ^ circunflexo', 'F'],
    ]);
  });

  it('reads several messages of one file with LF or CRLF line ends and their own encoding characters', () => {
    const m1 = ORU.split('\r').join('\r\n');
    // a second sender with other delimiters: field #, component $, repetition *, escape /
    const m2 = ['MSH#$*/&#LIS#OUTRO#SAUDE#PREF#20261120##ORU$R01#MSG2#P#2.3', 'OBR#1#555##X1$EXAME X', 'OBX#1#ST#F1##a /F/ b $ c##'].join(
      '\n',
    );
    const msgs = lerHl7(`${m1}\r\n\r\n${m2}\n`);
    expect(msgs).toHaveLength(2);
    const r2 = lerOruR01(msgs[1] as (typeof msgs)[number]);
    expect(r2.remetente).toBe('OUTRO');
    expect(r2.pedidos[0]).toMatchObject({ numeroSolicitante: '555', exameCodigo: 'X1', exameNome: 'EXAME X', linha: 13 });
    // ST keeps its components as written, with the message's own separator; /F/ is its field separator
    expect(r2.pedidos[0]?.observacoes[0]?.valor).toBe('a # b $ c');
  });

  it('unescapes every standard sequence, hex and line breaks; leaves unknown ones', () => {
    const d = { campo: '|', componente: '^', repeticao: '~', escape: '\\', subcomponente: '&' };
    expect(desescapar('a\\F\\b\\S\\c\\T\\d\\R\\e\\E\\f', d)).toBe('a|b^c&d~e\\f');
    expect(desescapar('x\\.br\\y\\X41\\z\\H\\n\\N\\', d)).toBe('x\nyAzn');
    expect(desescapar('sem fim \\F', d)).toBe('sem fim \\F');
  });

  it('uses ORC-2 when OBR-2 is empty', () => {
    const [m] = lerHl7('MSH|^~\\&|A|LAB|B|C|20260101||ORU^R01|1|P|2.5\rORC|RE|777\rOBR|1||F9|E1\rOBX|1|NM|C1||1,5|g||||||F');
    const r = lerOruR01(m as NonNullable<typeof m>);
    expect(r.pedidos[0]?.numeroSolicitante).toBe('777');
    expect(r.pedidos[0]?.numeroExecutor).toBe('F9');
  });

  it('refuses what is not HL7 or not a result, naming the line', () => {
    expect(() => lerHl7('PID|1||x\rMSH|^~\\&')).toThrow(Hl7Erro);
    try {
      lerHl7('\n\nOBX|1');
    } catch (e) {
      expect((e as Hl7Erro).linha).toBe(3);
    }
    const [adt] = lerHl7('MSH|^~\\&|A|B|C|D|20260101||ADT^A01|1|P|2.5\rPID|1');
    expect(() => lerOruR01(adt as NonNullable<typeof adt>)).toThrow(/ADT\^A01 não é um resultado/);
    const [semObr] = lerHl7('MSH|^~\\&|A|B|C|D|20260101||ORU^R01|1|P|2.5\rOBX|1|NM|X||1');
    expect(() => lerOruR01(semObr as NonNullable<typeof semObr>)).toThrow(/OBX antes de qualquer OBR/);
  });
});
