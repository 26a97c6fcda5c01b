import { Component, type ReactNode } from 'react';

interface MapBoundaryProps {
  /** Shown instead of the map when its code fails to load or it throws. */
  fallback: ReactNode;
  children: ReactNode;
}

/**
 * Keeps the form working when the map cannot: a chunk that fails to download or a map that
 * throws is replaced by `fallback`, and the coordinate fields stay usable.
 */
export class MapBoundary extends Component<MapBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.warn('The map could not be shown:', error);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
