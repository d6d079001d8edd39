import { UploadOutlined } from '@ant-design/icons';
import { Button, Typography, Upload, type UploadFile } from 'antd';
import { useState } from 'react';

/** Spec 000 §5: uploads accept .jpg, .png and .pdf unless told otherwise. */
export const ACCEPT_PADRAO = '.jpg,.png,.pdf';

export interface FileUploadProps {
  /** The chosen files, sent later with the form as multipart. */
  value?: File[] | null;
  onChange?: (files: File[]) => void;
  /** Extensions and/or MIME types, as the input's accept attribute (default '.jpg,.png,.pdf'). */
  accept?: string;
  /** Largest file in megabytes. */
  maxMb?: number;
  /** Several files; otherwise a new file replaces the current one. */
  multiple?: boolean;
  disabled?: boolean;
  id?: string;
  'aria-label'?: string;
  textoBotao?: string;
}

const tipos = (accept: string) =>
  accept
    .split(',')
    .map((t) => t.trim().toLowerCase())
    .filter(Boolean);

/** The browser's accept check is only a hint (drag and drop, "all files" in the dialog): checked again here. */
function aceito(file: File, accept: string): boolean {
  const nome = file.name.toLowerCase();
  const mime = file.type.toLowerCase();
  return tipos(accept).some((t) =>
    t.startsWith('.') ? nome.endsWith(t) : t.endsWith('/*') ? mime.startsWith(t.slice(0, -1)) : mime === t,
  );
}

const listaLegivel = (accept: string) => {
  const t = tipos(accept);
  return t.length > 1 ? `${t.slice(0, -1).join(', ')} ou ${t.at(-1)}` : (t[0] ?? '');
};

const uids = new WeakMap<File, string>();
let proximoUid = 0;
const uidDe = (file: File) => {
  let uid = (file as File & { uid?: string }).uid ?? uids.get(file);
  if (!uid) {
    uid = `arquivo-${++proximoUid}`;
    uids.set(file, uid);
  }
  return uid;
};

/** File picker whose value is File[]; nothing is uploaded until the form is sent. */
export function FileUpload({
  value,
  onChange,
  accept = ACCEPT_PADRAO,
  maxMb,
  multiple = false,
  disabled,
  id,
  'aria-label': ariaLabel,
  textoBotao = 'Selecionar arquivo',
}: FileUploadProps) {
  const [erros, setErros] = useState<string[]>([]);
  const arquivos = value ?? [];
  const lista: UploadFile[] = arquivos.map((f) => ({ uid: uidDe(f), name: f.name, size: f.size, type: f.type, status: 'done' }));

  const escolher = (lote: File[]) => {
    const mensagens: string[] = [];
    const validos = lote.filter((f) => {
      if (!aceito(f, accept)) {
        mensagens.push(`O arquivo ${f.name} não é de um tipo permitido. Envie arquivos ${listaLegivel(accept)}.`);
        return false;
      }
      if (maxMb !== undefined && f.size > maxMb * 1024 * 1024) {
        mensagens.push(`O arquivo ${f.name} excede o tamanho máximo de ${maxMb} MB.`);
        return false;
      }
      return true;
    });
    setErros(mensagens);
    if (validos.length) onChange?.(multiple ? [...arquivos, ...validos] : validos.slice(-1));
  };

  return (
    <div>
      <Upload
        id={id}
        aria-label={ariaLabel}
        // every file reaches beforeUpload, so a refused one gets a message instead of vanishing
        accept={{ format: accept, filter: 'native' }}
        multiple={multiple}
        disabled={disabled}
        fileList={lista}
        beforeUpload={(file, lote) => {
          // called once per file of a selection: the whole selection is handled on the first
          if (file === lote[0]) escolher(lote);
          return Upload.LIST_IGNORE;
        }}
        onRemove={(removido) => {
          onChange?.(arquivos.filter((f) => uidDe(f) !== removido.uid));
          return false;
        }}
      >
        <Button icon={<UploadOutlined />} disabled={disabled}>
          {textoBotao}
        </Button>
      </Upload>
      {erros.map((erro) => (
        <Typography.Text key={erro} type="danger" role="alert" style={{ display: 'block' }}>
          {erro}
        </Typography.Text>
      ))}
    </div>
  );
}
