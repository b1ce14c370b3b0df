import { create } from "zustand";

export type TToast = {
  id: number;
  kind: "ok" | "error";
  key: string;
  values?: Record<string, string | number>;
};

type TToastState = { toasts: TToast[] };
export const useToastStore = create<TToastState>(() => ({ toasts: [] }));

let nextId = 1;
const SHOW_MS = 4000;

/** Shows a short translated message at the corner; it leaves by itself after 4 s. */
export function showToast(kind: TToast["kind"], key: string, values?: TToast["values"]): void {
  const id = nextId++;
  useToastStore.setState((state) => ({ toasts: [...state.toasts, { id, kind, key, values }] }));
  window.setTimeout(() => dismissToast(id), SHOW_MS);
}

export function dismissToast(id: number): void {
  useToastStore.setState((state) => ({ toasts: state.toasts.filter((toast) => toast.id !== id) }));
}
