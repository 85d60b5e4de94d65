import { create } from 'zustand';
import type { OverlayDetails } from '../types/ui';

/**
 * The UI state shared by the shell and every remote (docs/requirements.md#shared-ui-state, plus the
 * exit-intent popup). It lives in `@navdhara/shared`, a Module Federation singleton, so there is
 * one store in the browser: what a remote writes, the shell reads.
 */
export interface UiState {
  /** Product overlay (docs/requirements.md#product-overlay); null when closed. */
  overlayDetails: OverlayDetails | null;
  /** The media item a visitor opened, kept so the article page can show it before its fetch ends. */
  mediaDetail: { id: number; title: string } | null;
  count: number;
  careerModalOpen: boolean;
  /** The contact popup opened by exit intent or by a "contact us" action anywhere on the site. */
  contactPopupOpen: boolean;
  setOverlayDetails: (details: OverlayDetails | null) => void;
  setMediaDetail: (detail: UiState['mediaDetail']) => void;
  increment: () => void;
  setCareerModalOpen: (open: boolean) => void;
  openContactPopup: () => void;
  closeContactPopup: () => void;
}

export const useUiStore = create<UiState>()((set) => ({
  overlayDetails: null,
  mediaDetail: null,
  count: 0,
  careerModalOpen: false,
  contactPopupOpen: false,
  setOverlayDetails: (overlayDetails) => set({ overlayDetails }),
  setMediaDetail: (mediaDetail) => set({ mediaDetail }),
  increment: () => set((state) => ({ count: state.count + 1 })),
  setCareerModalOpen: (careerModalOpen) => set({ careerModalOpen }),
  openContactPopup: () => set({ contactPopupOpen: true }),
  closeContactPopup: () => set({ contactPopupOpen: false }),
}));
