import { applyMask, applyTelefoneMask, CERTIDAO_MODELO, formatCns, MASCARAS, onlyDigits, toSnake } from '@saude/shared';

export const formatarCpf = (v: string | null | undefined) => applyMask(MASCARAS.cpf, v ?? '');

type Valores = Record<string, any>;

/** The server's model → the form's values: masks on CPF, CNS, phones and the new-model certificate. */
export function paraFormulario(m: Valores): Valores {
  const certidao = m.certidao ?? {};
  return {
    ...m,
    cpf: m.cpf ? formatarCpf(m.cpf) : null,
    cns: m.cns ? formatCns(m.cns) : null,
    telefones: (m.telefones ?? []).map((t: { numero: string }) => ({ numero: applyTelefoneMask(t.numero) })),
    certidao: {
      ...certidao,
      numero:
        certidao.modeloId === CERTIDAO_MODELO.NOVO && certidao.numero
          ? applyMask(MASCARAS.certidaoNascimento, certidao.numero)
          : certidao.numero,
    },
    // spec 001 §3: without a value and not simplified, both default to false
    cpfNaoPertenceAoCidadao: m.cpfNaoPertenceAoCidadao ?? (m.cadastroSimplificado ? null : false),
    frequentaEscola: m.frequentaEscola ?? (m.cadastroSimplificado ? null : false),
    cep: m.cep ? applyMask(MASCARAS.cep, m.cep) : null,
  };
}

/** Fields the form holds only to show (filled from the street) or to search: never sent. */
const SO_EXIBICAO = new Set([
  'cep',
  'bairroNome',
  'municipioNome',
  'estadoUf',
  'ibge',
  'paisNome',
  'tipoLogradouro',
  'label',
  'nomeExibicao',
  'idade',
]);

/**
 * Spec 001 §3 "Preparation before sending": masks stripped from CNS, CPF, phones and the new-model
 * certificate number; empty CNS/CPF as null; booleans as 1/0 and nulls as empty; dates are already
 * 'YYYY-MM-DD' (DateInput); sent as multipart with bracketed snake_case names.
 */
export function prepararPaciente(v: Valores): Valores {
  const certidao = v.certidao ?? {};
  return {
    ...v,
    cpf: onlyDigits(v.cpf) || null,
    cns: onlyDigits(v.cns) || null,
    telefones: (v.telefones ?? [])
      .filter((t: { numero?: string }) => onlyDigits(t?.numero))
      .map((t: { numero: string }) => ({ numero: onlyDigits(t.numero) })),
    certidao: { ...certidao, numero: certidao.modeloId === CERTIDAO_MODELO.NOVO ? onlyDigits(certidao.numero) || null : certidao.numero },
    alergias: (v.alergias ?? []).filter((a: { alergiaId?: number }) => a?.alergiaId),
    medicamentosUsoContinuo: (v.medicamentosUsoContinuo ?? []).filter((m: { medicamentoId?: number }) => m?.medicamentoId),
  };
}

function anexar(fd: FormData, nome: string, valor: unknown) {
  if (Array.isArray(valor)) {
    valor.forEach((item, i) => {
      anexar(fd, `${nome}[${i}]`, item);
    });
    return;
  }
  if (valor && typeof valor === 'object') {
    for (const [k, v] of Object.entries(valor)) anexar(fd, `${nome}[${toSnake(k)}]`, v);
    return;
  }
  if (valor === null || valor === undefined) fd.append(nome, '');
  else if (typeof valor === 'boolean') fd.append(nome, valor ? '1' : '0');
  else fd.append(nome, String(valor));
}

export function paraFormData(v: Valores): FormData {
  const fd = new FormData();
  for (const [k, valor] of Object.entries(prepararPaciente(v))) {
    if (SO_EXIBICAO.has(k) || valor === undefined) continue;
    // objects the autocompletes keep for their labels are not part of the payload
    if (['logradouro', 'loteamento', 'municipioNascimento', 'conveniosMedicosItens'].includes(k)) continue;
    anexar(fd, toSnake(k), limparRotulos(k, valor));
  }
  return fd;
}

/** Drops the label objects kept beside the ids in list entries (alergia, cid, medicamento, municipio). */
function limparRotulos(chave: string, valor: unknown): unknown {
  if (chave === 'alergias' && Array.isArray(valor)) return valor.map(({ alergia: _a, cid: _c, ...r }) => r);
  if (chave === 'medicamentosUsoContinuo' && Array.isArray(valor)) return valor.map(({ medicamento: _m, ...r }) => r);
  if (chave === 'certidao' && valor && typeof valor === 'object') {
    const { municipio: _m, id: _i, ...r } = valor as Valores;
    return r;
  }
  if (valor && typeof valor === 'object' && !Array.isArray(valor) && 'id' in (valor as object)) {
    const { id: _i, ...r } = valor as Valores;
    return r;
  }
  return valor;
}
