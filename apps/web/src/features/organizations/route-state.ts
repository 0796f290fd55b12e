/** Route state the plan selection page reads: it only opens for a brand-new organization. */
export interface NewlyCreatedState {
  newlyCreated: true;
}

/** Route state of the edit page: set by whoever sends a brand-new organization here. */
export interface OrganizationEditState {
  newlyCreated?: boolean;
}
