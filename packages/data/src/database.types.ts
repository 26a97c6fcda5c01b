export type Json =
  | string
  | number
  | boolean
  | null
  | { [key: string]: Json | undefined }
  | Json[]

export type Database = {
  // Allows to automatically instantiate createClient with right options
  // instead of createClient<Database, { PostgrestVersion: 'XX' }>(URL, KEY)
  __InternalSupabase: {
    PostgrestVersion: "12"
  }
  public: {
    Tables: {
      accommodations: {
        Row: {
          amenities: string[]
          created_at: string
          description: string
          destination_id: string | null
          gallery: NonNullable<Json>
          id: string
          image_alt: string | null
          image_decorative: boolean
          image_focal_x: number
          image_focal_y: number
          image_url: string | null
          latitude: number | null
          location: string
          longitude: number | null
          name: string
          price_range: string | null
          published: boolean
          rating: number | null
          slug: string
          type: Database["public"]["Enums"]["accommodation_type"]
          updated_at: string
        }
        Insert: {
          amenities?: string[]
          created_at?: string
          description?: string
          destination_id?: string | null
          gallery?: NonNullable<Json>
          id?: string
          image_alt?: string | null
          image_decorative?: boolean
          image_focal_x?: number
          image_focal_y?: number
          image_url?: string | null
          latitude?: number | null
          location?: string
          longitude?: number | null
          name: string
          price_range?: string | null
          published?: boolean
          rating?: number | null
          slug: string
          type: Database["public"]["Enums"]["accommodation_type"]
          updated_at?: string
        }
        Update: {
          amenities?: string[]
          created_at?: string
          description?: string
          destination_id?: string | null
          gallery?: NonNullable<Json>
          id?: string
          image_alt?: string | null
          image_decorative?: boolean
          image_focal_x?: number
          image_focal_y?: number
          image_url?: string | null
          latitude?: number | null
          location?: string
          longitude?: number | null
          name?: string
          price_range?: string | null
          published?: boolean
          rating?: number | null
          slug?: string
          type?: Database["public"]["Enums"]["accommodation_type"]
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "accommodations_destination_id_fkey"
            columns: ["destination_id"]
            isOneToOne: false
            referencedRelation: "destinations"
            referencedColumns: ["id"]
          },
        ]
      }
      analytics_events: {
        Row: {
          client_timestamp: string | null
          id: number
          kind: Database["public"]["Enums"]["analytics_kind"]
          name: string
          properties: NonNullable<Json>
          received_at: string
          value: number | null
        }
        Insert: {
          client_timestamp?: string | null
          id?: never
          kind: Database["public"]["Enums"]["analytics_kind"]
          name: string
          properties?: NonNullable<Json>
          received_at?: string
          value?: number | null
        }
        Update: {
          client_timestamp?: string | null
          id?: never
          kind?: Database["public"]["Enums"]["analytics_kind"]
          name?: string
          properties?: NonNullable<Json>
          received_at?: string
          value?: number | null
        }
        Relationships: []
      }
      audit_log: {
        Row: {
          action: string
          actor: string | null
          actor_email: string | null
          after: Json | null
          at: string
          before: Json | null
          id: number
          row_id: string
          table_name: string
          txid: number
        }
        Insert: {
          action: string
          actor?: string | null
          actor_email?: string | null
          after?: Json | null
          at?: string
          before?: Json | null
          id?: never
          row_id: string
          table_name: string
          txid?: number
        }
        Update: {
          action?: string
          actor?: string | null
          actor_email?: string | null
          after?: Json | null
          at?: string
          before?: Json | null
          id?: never
          row_id?: string
          table_name?: string
          txid?: number
        }
        Relationships: []
      }
      blog_posts: {
        Row: {
          author_id: string | null
          content: string
          created_at: string
          excerpt: string | null
          featured_image: string | null
          featured_image_alt: string | null
          featured_image_decorative: boolean
          featured_image_focal_x: number
          featured_image_focal_y: number
          id: string
          publish_at: string | null
          published: boolean
          slug: string
          title: string
          unpublish_at: string | null
          updated_at: string
        }
        Insert: {
          author_id?: string | null
          content?: string
          created_at?: string
          excerpt?: string | null
          featured_image?: string | null
          featured_image_alt?: string | null
          featured_image_decorative?: boolean
          featured_image_focal_x?: number
          featured_image_focal_y?: number
          id?: string
          publish_at?: string | null
          published?: boolean
          slug: string
          title: string
          unpublish_at?: string | null
          updated_at?: string
        }
        Update: {
          author_id?: string | null
          content?: string
          created_at?: string
          excerpt?: string | null
          featured_image?: string | null
          featured_image_alt?: string | null
          featured_image_decorative?: boolean
          featured_image_focal_x?: number
          featured_image_focal_y?: number
          id?: string
          publish_at?: string | null
          published?: boolean
          slug?: string
          title?: string
          unpublish_at?: string | null
          updated_at?: string
        }
        Relationships: []
      }
      destinations: {
        Row: {
          created_at: string
          description: string
          gallery: NonNullable<Json>
          highlights: string[]
          id: string
          image_alt: string | null
          image_decorative: boolean
          image_focal_x: number
          image_focal_y: number
          image_url: string | null
          latitude: number | null
          location: string
          longitude: number | null
          name: string
          published: boolean
          slug: string
          updated_at: string
        }
        Insert: {
          created_at?: string
          description?: string
          gallery?: NonNullable<Json>
          highlights?: string[]
          id?: string
          image_alt?: string | null
          image_decorative?: boolean
          image_focal_x?: number
          image_focal_y?: number
          image_url?: string | null
          latitude?: number | null
          location?: string
          longitude?: number | null
          name: string
          published?: boolean
          slug: string
          updated_at?: string
        }
        Update: {
          created_at?: string
          description?: string
          gallery?: NonNullable<Json>
          highlights?: string[]
          id?: string
          image_alt?: string | null
          image_decorative?: boolean
          image_focal_x?: number
          image_focal_y?: number
          image_url?: string | null
          latitude?: number | null
          location?: string
          longitude?: number | null
          name?: string
          published?: boolean
          slug?: string
          updated_at?: string
        }
        Relationships: []
      }
      enquiries: {
        Row: {
          adults: number
          answer_due_at: string
          children: number
          created_at: string
          email: string
          first_answered_at: string | null
          id: string
          lost_reason: string | null
          message: string
          name: string
          package_id: string | null
          phone: string | null
          status: Database["public"]["Enums"]["enquiry_status"]
          status_changed_at: string
          travel_end: string | null
          travel_start: string | null
          updated_at: string
        }
        Insert: {
          adults?: number
          answer_due_at?: string
          children?: number
          created_at?: string
          email: string
          first_answered_at?: string | null
          id?: string
          lost_reason?: string | null
          message: string
          name: string
          package_id?: string | null
          phone?: string | null
          status?: Database["public"]["Enums"]["enquiry_status"]
          status_changed_at?: string
          travel_end?: string | null
          travel_start?: string | null
          updated_at?: string
        }
        Update: {
          adults?: number
          answer_due_at?: string
          children?: number
          created_at?: string
          email?: string
          first_answered_at?: string | null
          id?: string
          lost_reason?: string | null
          message?: string
          name?: string
          package_id?: string | null
          phone?: string | null
          status?: Database["public"]["Enums"]["enquiry_status"]
          status_changed_at?: string
          travel_end?: string | null
          travel_start?: string | null
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "enquiries_package_id_fkey"
            columns: ["package_id"]
            isOneToOne: false
            referencedRelation: "packages"
            referencedColumns: ["id"]
          },
        ]
      }
      enquiry_notes: {
        Row: {
          author: string | null
          author_email: string | null
          body: string
          created_at: string
          enquiry_id: string
          id: string
        }
        Insert: {
          author?: string | null
          author_email?: string | null
          body: string
          created_at?: string
          enquiry_id: string
          id?: string
        }
        Update: {
          author?: string | null
          author_email?: string | null
          body?: string
          created_at?: string
          enquiry_id?: string
          id?: string
        }
        Relationships: [
          {
            foreignKeyName: "enquiry_notes_enquiry_id_fkey"
            columns: ["enquiry_id"]
            isOneToOne: false
            referencedRelation: "enquiries"
            referencedColumns: ["id"]
          },
        ]
      }
      gallery: {
        Row: {
          alt: string
          created_at: string
          credit: string | null
          id: string
          image_focal_x: number
          image_focal_y: number
          image_url: string
          sort_order: number
          title: string
        }
        Insert: {
          alt: string
          created_at?: string
          credit?: string | null
          id?: string
          image_focal_x?: number
          image_focal_y?: number
          image_url: string
          sort_order?: number
          title: string
        }
        Update: {
          alt?: string
          created_at?: string
          credit?: string | null
          id?: string
          image_focal_x?: number
          image_focal_y?: number
          image_url?: string
          sort_order?: number
          title?: string
        }
        Relationships: []
      }
      image_sweep_log: {
        Row: {
          at: string
          id: number
          message: string | null
          name: string
          outcome: string
          unused_since: string | null
        }
        Insert: {
          at?: string
          id?: never
          message?: string | null
          name: string
          outcome: string
          unused_since?: string | null
        }
        Update: {
          at?: string
          id?: never
          message?: string | null
          name?: string
          outcome?: string
          unused_since?: string | null
        }
        Relationships: []
      }
      image_sweep_settings: {
        Row: {
          batch_size: number
          grace_period: string
          id: boolean
        }
        Insert: {
          batch_size?: number
          grace_period?: string
          id?: boolean
        }
        Update: {
          batch_size?: number
          grace_period?: string
          id?: boolean
        }
        Relationships: []
      }
      image_sweep_unused: {
        Row: {
          name: string
          since: string
        }
        Insert: {
          name: string
          since: string
        }
        Update: {
          name?: string
          since?: string
        }
        Relationships: []
      }
      notification_attempts: {
        Row: {
          attempted_at: string
          error: string | null
          id: number
          ok: boolean
          outbox_id: number
        }
        Insert: {
          attempted_at?: string
          error?: string | null
          id?: never
          ok: boolean
          outbox_id: number
        }
        Update: {
          attempted_at?: string
          error?: string | null
          id?: never
          ok?: boolean
          outbox_id?: number
        }
        Relationships: [
          {
            foreignKeyName: "notification_attempts_outbox_id_fkey"
            columns: ["outbox_id"]
            isOneToOne: false
            referencedRelation: "notification_outbox"
            referencedColumns: ["id"]
          },
        ]
      }
      notification_opt_outs: {
        Row: {
          created_at: string
          user_id: string
        }
        Insert: {
          created_at?: string
          user_id: string
        }
        Update: {
          created_at?: string
          user_id?: string
        }
        Relationships: []
      }
      notification_outbox: {
        Row: {
          attempts: number
          claimed_at: string | null
          created_at: string
          id: number
          kind: string
          last_error: string | null
          next_attempt_at: string
          payload: NonNullable<Json>
          recipients: string[]
          reply_to: string | null
          sent_at: string | null
          source_id: string | null
          source_table: string | null
          status: Database["public"]["Enums"]["notification_status"]
        }
        Insert: {
          attempts?: number
          claimed_at?: string | null
          created_at?: string
          id?: never
          kind: string
          last_error?: string | null
          next_attempt_at?: string
          payload: NonNullable<Json>
          recipients: string[]
          reply_to?: string | null
          sent_at?: string | null
          source_id?: string | null
          source_table?: string | null
          status?: Database["public"]["Enums"]["notification_status"]
        }
        Update: {
          attempts?: number
          claimed_at?: string | null
          created_at?: string
          id?: never
          kind?: string
          last_error?: string | null
          next_attempt_at?: string
          payload?: NonNullable<Json>
          recipients?: string[]
          reply_to?: string | null
          sent_at?: string | null
          source_id?: string | null
          source_table?: string | null
          status?: Database["public"]["Enums"]["notification_status"]
        }
        Relationships: []
      }
      notification_settings: {
        Row: {
          answer_within: string
          claim_lease: string
          confirmation_message: string
          digest_schedule: string
          id: boolean
          max_attempts: number
          retry_base: string
          retry_max: string
          site_url: string
          staff_recipients: string[]
          updated_at: string
        }
        Insert: {
          answer_within?: string
          claim_lease?: string
          confirmation_message?: string
          digest_schedule?: string
          id?: boolean
          max_attempts?: number
          retry_base?: string
          retry_max?: string
          site_url?: string
          staff_recipients?: string[]
          updated_at?: string
        }
        Update: {
          answer_within?: string
          claim_lease?: string
          confirmation_message?: string
          digest_schedule?: string
          id?: boolean
          max_attempts?: number
          retry_base?: string
          retry_max?: string
          site_url?: string
          staff_recipients?: string[]
          updated_at?: string
        }
        Relationships: []
      }
      packages: {
        Row: {
          best_time: string
          category: Database["public"]["Enums"]["package_category"]
          created_at: string
          days: number
          description: string
          destination_id: string | null
          duration: string
          exclusions: string[]
          gallery: NonNullable<Json>
          highlights: string[]
          id: string
          image_alt: string | null
          image_decorative: boolean
          image_focal_x: number
          image_focal_y: number
          image_url: string | null
          inclusions: string[]
          itinerary: NonNullable<Json>
          price_basis: string
          price_usd: number
          publish_at: string | null
          published: boolean
          slug: string
          sort_order: number
          title: string
          unpublish_at: string | null
          updated_at: string
        }
        Insert: {
          best_time?: string
          category: Database["public"]["Enums"]["package_category"]
          created_at?: string
          days: number
          description?: string
          destination_id?: string | null
          duration?: string
          exclusions?: string[]
          gallery?: NonNullable<Json>
          highlights?: string[]
          id?: string
          image_alt?: string | null
          image_decorative?: boolean
          image_focal_x?: number
          image_focal_y?: number
          image_url?: string | null
          inclusions?: string[]
          itinerary?: NonNullable<Json>
          price_basis?: string
          price_usd: number
          publish_at?: string | null
          published?: boolean
          slug: string
          sort_order?: number
          title: string
          unpublish_at?: string | null
          updated_at?: string
        }
        Update: {
          best_time?: string
          category?: Database["public"]["Enums"]["package_category"]
          created_at?: string
          days?: number
          description?: string
          destination_id?: string | null
          duration?: string
          exclusions?: string[]
          gallery?: NonNullable<Json>
          highlights?: string[]
          id?: string
          image_alt?: string | null
          image_decorative?: boolean
          image_focal_x?: number
          image_focal_y?: number
          image_url?: string | null
          inclusions?: string[]
          itinerary?: NonNullable<Json>
          price_basis?: string
          price_usd?: number
          publish_at?: string | null
          published?: boolean
          slug?: string
          sort_order?: number
          title?: string
          unpublish_at?: string | null
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "packages_destination_id_fkey"
            columns: ["destination_id"]
            isOneToOne: false
            referencedRelation: "destinations"
            referencedColumns: ["id"]
          },
        ]
      }
      page_content: {
        Row: {
          content: NonNullable<Json>
          created_at: string
          id: string
          page_id: string
          section_id: string
          updated_at: string
        }
        Insert: {
          content?: NonNullable<Json>
          created_at?: string
          id?: string
          page_id: string
          section_id: string
          updated_at?: string
        }
        Update: {
          content?: NonNullable<Json>
          created_at?: string
          id?: string
          page_id?: string
          section_id?: string
          updated_at?: string
        }
        Relationships: []
      }
      scheduled_publishing_state: {
        Row: {
          checked_at: string
          id: boolean
        }
        Insert: {
          checked_at?: string
          id?: boolean
        }
        Update: {
          checked_at?: string
          id?: boolean
        }
        Relationships: []
      }
      security_settings: {
        Row: {
          id: boolean
          require_admin_two_factor: boolean
          updated_at: string
          updated_by: string | null
        }
        Insert: {
          id?: boolean
          require_admin_two_factor?: boolean
          updated_at?: string
          updated_by?: string | null
        }
        Update: {
          id?: boolean
          require_admin_two_factor?: boolean
          updated_at?: string
          updated_by?: string | null
        }
        Relationships: []
      }
      site_build_requests: {
        Row: {
          build_id: number | null
          id: number
          immediate: boolean
          operation: string
          record_id: string | null
          requested_at: string
          requested_by: string | null
          source: string
        }
        Insert: {
          build_id?: number | null
          id?: never
          immediate?: boolean
          operation: string
          record_id?: string | null
          requested_at?: string
          requested_by?: string | null
          source: string
        }
        Update: {
          build_id?: number | null
          id?: never
          immediate?: boolean
          operation?: string
          record_id?: string | null
          requested_at?: string
          requested_by?: string | null
          source?: string
        }
        Relationships: [
          {
            foreignKeyName: "site_build_requests_build_id_fkey"
            columns: ["build_id"]
            isOneToOne: false
            referencedRelation: "site_builds"
            referencedColumns: ["id"]
          },
        ]
      }
      site_build_settings: {
        Row: {
          build_timeout: string
          id: boolean
          max_delay: string
          quiet_period: string
          retry_after: string
        }
        Insert: {
          build_timeout?: string
          id?: boolean
          max_delay?: string
          quiet_period?: string
          retry_after?: string
        }
        Update: {
          build_timeout?: string
          id?: boolean
          max_delay?: string
          quiet_period?: string
          retry_after?: string
        }
        Relationships: []
      }
      site_builds: {
        Row: {
          changes: number
          finished_at: string | null
          id: number
          images: string[] | null
          message: string | null
          net_request_id: number | null
          requested_at: string
          started_at: string | null
          status: string
        }
        Insert: {
          changes?: number
          finished_at?: string | null
          id?: never
          images?: string[] | null
          message?: string | null
          net_request_id?: number | null
          requested_at?: string
          started_at?: string | null
          status?: string
        }
        Update: {
          changes?: number
          finished_at?: string | null
          id?: never
          images?: string[] | null
          message?: string | null
          net_request_id?: number | null
          requested_at?: string
          started_at?: string | null
          status?: string
        }
        Relationships: []
      }
      slug_redirects: {
        Row: {
          created_at: string
          kind: string
          old_slug: string
          record_id: string
          slug: string
        }
        Insert: {
          created_at?: string
          kind: string
          old_slug: string
          record_id: string
          slug: string
        }
        Update: {
          created_at?: string
          kind?: string
          old_slug?: string
          record_id?: string
          slug?: string
        }
        Relationships: []
      }
      submission_challenge_passes: {
        Row: {
          signature: string
          used_at: string
        }
        Insert: {
          signature: string
          used_at?: string
        }
        Update: {
          signature?: string
          used_at?: string
        }
        Relationships: []
      }
      submission_clients: {
        Row: {
          client: string
          created_at: string
          id: number
          kind: string
        }
        Insert: {
          client: string
          created_at?: string
          id?: never
          kind: string
        }
        Update: {
          client?: string
          created_at?: string
          id?: never
          kind?: string
        }
        Relationships: []
      }
      submission_limits: {
        Row: {
          challenge_past_cap: boolean
          enquiries_per_client_per_hour: number
          enquiries_per_hour: number
          id: boolean
          min_seconds_to_submit: number
        }
        Insert: {
          challenge_past_cap?: boolean
          enquiries_per_client_per_hour?: number
          enquiries_per_hour?: number
          id?: boolean
          min_seconds_to_submit?: number
        }
        Update: {
          challenge_past_cap?: boolean
          enquiries_per_client_per_hour?: number
          enquiries_per_hour?: number
          id?: boolean
          min_seconds_to_submit?: number
        }
        Relationships: []
      }
      submission_token_secret: {
        Row: {
          id: boolean
          secret: string
        }
        Insert: {
          id?: boolean
          secret?: string
        }
        Update: {
          id?: boolean
          secret?: string
        }
        Relationships: []
      }
      testimonials: {
        Row: {
          approved: boolean
          content: string
          country: string | null
          created_at: string
          id: string
          image_url: string | null
          name: string
          package_id: string | null
          rating: number
        }
        Insert: {
          approved?: boolean
          content: string
          country?: string | null
          created_at?: string
          id?: string
          image_url?: string | null
          name: string
          package_id?: string | null
          rating: number
        }
        Update: {
          approved?: boolean
          content?: string
          country?: string | null
          created_at?: string
          id?: string
          image_url?: string | null
          name?: string
          package_id?: string | null
          rating?: number
        }
        Relationships: [
          {
            foreignKeyName: "testimonials_package_id_fkey"
            columns: ["package_id"]
            isOneToOne: false
            referencedRelation: "packages"
            referencedColumns: ["id"]
          },
        ]
      }
      user_roles: {
        Row: {
          created_at: string
          id: string
          role: Database["public"]["Enums"]["app_role"]
          user_id: string
        }
        Insert: {
          created_at?: string
          id?: string
          role?: Database["public"]["Enums"]["app_role"]
          user_id: string
        }
        Update: {
          created_at?: string
          id?: string
          role?: Database["public"]["Enums"]["app_role"]
          user_id?: string
        }
        Relationships: []
      }
    }
    Views: {
      audit_recently_deleted: {
        Row: {
          actor: string | null
          actor_email: string | null
          at: string | null
          before: Json | null
          id: number | null
          row_id: string | null
          table_name: string | null
          txid: number | null
        }
        Insert: {
          actor?: string | null
          actor_email?: string | null
          at?: string | null
          before?: Json | null
          id?: number | null
          row_id?: string | null
          table_name?: string | null
          txid?: number | null
        }
        Update: {
          actor?: string | null
          actor_email?: string | null
          at?: string | null
          before?: Json | null
          id?: number | null
          row_id?: string | null
          table_name?: string | null
          txid?: number | null
        }
        Relationships: []
      }
      blog_post_summaries: {
        Row: {
          author_id: string | null
          content_preview: string | null
          created_at: string | null
          excerpt: string | null
          featured_image: string | null
          featured_image_alt: string | null
          featured_image_decorative: boolean | null
          featured_image_focal_x: number | null
          featured_image_focal_y: number | null
          id: string | null
          publish_at: string | null
          published: boolean | null
          slug: string | null
          title: string | null
          unpublish_at: string | null
          updated_at: string | null
        }
        Insert: {
          author_id?: string | null
          content_preview?: never
          created_at?: string | null
          excerpt?: string | null
          featured_image?: string | null
          featured_image_alt?: string | null
          featured_image_decorative?: boolean | null
          featured_image_focal_x?: number | null
          featured_image_focal_y?: number | null
          id?: string | null
          publish_at?: string | null
          published?: boolean | null
          slug?: string | null
          title?: string | null
          unpublish_at?: string | null
          updated_at?: string | null
        }
        Update: {
          author_id?: string | null
          content_preview?: never
          created_at?: string | null
          excerpt?: string | null
          featured_image?: string | null
          featured_image_alt?: string | null
          featured_image_decorative?: boolean | null
          featured_image_focal_x?: number | null
          featured_image_focal_y?: number | null
          id?: string | null
          publish_at?: string | null
          published?: boolean | null
          slug?: string | null
          title?: string | null
          unpublish_at?: string | null
          updated_at?: string | null
        }
        Relationships: []
      }
    }
    Functions: {
      admin_aal_ok: { Args: Record<PropertyKey, never>; Returns: boolean }
      all_email_shaped: { Args: { addresses: string[] }; Returns: boolean }
      call_vault_function: {
        Args: { name: string; timeout_milliseconds: number }
        Returns: number
      }
      check_submission_keys: {
        Args: { allowed: string[]; submission: Json; what: string }
        Returns: undefined
      }
      claim_notifications: {
        Args: { batch?: number }
        Returns: {
          attempts: number
          claimed_at: string | null
          created_at: string
          id: number
          kind: string
          last_error: string | null
          next_attempt_at: string
          payload: NonNullable<Json>
          recipients: string[]
          reply_to: string | null
          sent_at: string | null
          source_id: string | null
          source_table: string | null
          status: Database["public"]["Enums"]["notification_status"]
        }[]
        SetofOptions: {
          from: "*"
          to: "notification_outbox"
          isOneToOne: false
          isSetofReturn: true
        }
      }
      current_app_role: {
        Args: Record<PropertyKey, never>
        Returns: Database["public"]["Enums"]["app_role"]
      }
      dispatch_notifications: {
        Args: Record<PropertyKey, never>
        Returns: number
      }
      dispatch_site_build: { Args: { at?: string }; Returns: number }
      enquiry_answer_due: { Args: { received: string }; Returns: string }
      enquiry_form_token: { Args: Record<PropertyKey, never>; Returns: string }
      enquiry_pipeline_figures: {
        Args: { days?: number }
        Returns: {
          answered: number
          median_first_answer_seconds: number
          received: number
          won: number
        }[]
      }
      enquiry_status_move_allowed: {
        Args: {
          from_status: Database["public"]["Enums"]["enquiry_status"]
          to_status: Database["public"]["Enums"]["enquiry_status"]
        }
        Returns: boolean
      }
      epoch_ms: { Args: { at: string }; Returns: number }
      gallery_described: { Args: { gallery: Json }; Returns: boolean }
      gallery_shape_ok: { Args: { gallery: Json }; Returns: boolean }
      guard_enquiry_dates_ahead: {
        Args: { travel_end: string; travel_start: string }
        Returns: undefined
      }
      has_verified_factor: {
        Args: Record<PropertyKey, never>
        Returns: boolean
      }
      image_sweep_candidates: {
        Args: { at?: string }
        Returns: {
          name: string
          unused_since: string
        }[]
      }
      is_admin: { Args: Record<PropertyKey, never>; Returns: boolean }
      is_live: {
        Args: {
          at?: string
          publish_at: string
          published: boolean
          unpublish_at: string
        }
        Returns: boolean
      }
      is_super_admin: { Args: Record<PropertyKey, never>; Returns: boolean }
      kick_image_sweep: { Args: { at?: string }; Returns: number }
      kick_notifications: { Args: Record<PropertyKey, never>; Returns: number }
      list_users_with_roles: {
        Args: Record<PropertyKey, never>
        Returns: {
          created_at: string
          email: string
          last_sign_in_at: string
          role: Database["public"]["Enums"]["app_role"]
          user_id: string
        }[]
      }
      notification_staff_recipients: {
        Args: Record<PropertyKey, never>
        Returns: string[]
      }
      package_duration: { Args: { days: number }; Returns: string }
      pass_enquiry_challenge: { Args: { form_token: string }; Returns: string }
      purge_audit_log: { Args: { retention?: string }; Returns: number }
      purge_submission_clients: {
        Args: Record<PropertyKey, never>
        Returns: number
      }
      queue_enquiry_digest: {
        Args: Record<PropertyKey, never>
        Returns: number
      }
      read_enquiry_form_token: {
        Args: { token: string }
        Returns: {
          issued_at: string
          passed_at: string
          signature: string
        }[]
      }
      record_analytics_event: { Args: { event: Json }; Returns: undefined }
      record_site_build_images: {
        Args: { build_id: number; images: string[] }
        Returns: undefined
      }
      refuse_submission_field: {
        Args: { field: string; problem: string }
        Returns: undefined
      }
      report_image_sweep: {
        Args: { deleted: string[]; failed?: Json }
        Returns: number
      }
      report_notification: {
        Args: { error?: string; message_id: number; ok: boolean }
        Returns: Database["public"]["Enums"]["notification_status"]
      }
      report_site_build: {
        Args: { build_id: number; message?: string; status: string }
        Returns: undefined
      }
      request_client_key: { Args: Record<PropertyKey, never>; Returns: string }
      request_scheduled_site_builds: { Args: { at?: string }; Returns: number }
      request_site_rebuild: {
        Args: Record<PropertyKey, never>
        Returns: number
      }
      resend_notification: { Args: { message_id: number }; Returns: undefined }
      search_site: {
        Args: { q: string }
        Returns: {
          excerpt: string
          id: string
          image_alt: string
          image_url: string
          kind: string
          price_usd: number
          rank: number
          slug: string
          title: string
          url: string
        }[]
      }
      settle_site_builds: { Args: { at?: string }; Returns: undefined }
      sign_enquiry_form_token: {
        Args: { issued_ms: number; passed_ms: number }
        Returns: string
      }
      site_build_due: { Args: { at?: string }; Returns: boolean }
      site_build_status: { Args: Record<PropertyKey, never>; Returns: Json }
      site_changed_since: { Args: { since: string }; Returns: boolean }
      site_content_version: {
        Args: Record<PropertyKey, never>
        Returns: number
      }
      submission_date: {
        Args: { field: string; submission: Json }
        Returns: string
      }
      submission_integer: {
        Args: { fallback: number; field: string; submission: Json }
        Returns: number
      }
      submission_text: {
        Args: { field: string; required: boolean; submission: Json }
        Returns: string
      }
      submit_enquiry: { Args: { submission: Json }; Returns: undefined }
      submit_testimonial: { Args: { submission: Json }; Returns: undefined }
      two_factor_required: {
        Args: Record<PropertyKey, never>
        Returns: boolean
      }
    }
    Enums: {
      accommodation_type: "lodge" | "camp" | "hotel" | "guesthouse"
      analytics_kind: "event" | "performance"
      app_role: "user" | "admin" | "super_admin"
      enquiry_status: "new" | "replied" | "quoted" | "won" | "lost"
      notification_status: "pending" | "sending" | "sent" | "failed"
      package_category:
        | "gorilla-trekking"
        | "wildlife-safaris"
        | "cultural-experiences"
        | "chimpanzee-trekking"
        | "birding"
    }
    CompositeTypes: {
      [_ in never]: never
    }
  }
}

type DatabaseWithoutInternals = Omit<Database, "__InternalSupabase">

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, "public">]

export type Tables<
  DefaultSchemaTableNameOrOptions extends
    | keyof (DefaultSchema["Tables"] & DefaultSchema["Views"])
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
        DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
      DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])[TableName] extends {
      Row: infer R
    }
    ? R
    : never
  : DefaultSchemaTableNameOrOptions extends keyof (DefaultSchema["Tables"] &
        DefaultSchema["Views"])
    ? (DefaultSchema["Tables"] &
        DefaultSchema["Views"])[DefaultSchemaTableNameOrOptions] extends {
        Row: infer R
      }
      ? R
      : never
    : never

export type TablesInsert<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Insert: infer I
    }
    ? I
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Insert: infer I
      }
      ? I
      : never
    : never

export type TablesUpdate<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Update: infer U
    }
    ? U
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Update: infer U
      }
      ? U
      : never
    : never

export type Enums<
  DefaultSchemaEnumNameOrOptions extends
    | keyof DefaultSchema["Enums"]
    | { schema: keyof DatabaseWithoutInternals },
  EnumName extends (DefaultSchemaEnumNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"]
    : never) = never,
> = DefaultSchemaEnumNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"][EnumName]
  : DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema["Enums"]
    ? DefaultSchema["Enums"][DefaultSchemaEnumNameOrOptions]
    : never

export type CompositeTypes<
  PublicCompositeTypeNameOrOptions extends
    | keyof DefaultSchema["CompositeTypes"]
    | { schema: keyof DatabaseWithoutInternals },
  CompositeTypeName extends (PublicCompositeTypeNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"]
    : never) = never,
> = PublicCompositeTypeNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"][CompositeTypeName]
  : PublicCompositeTypeNameOrOptions extends keyof DefaultSchema["CompositeTypes"]
    ? DefaultSchema["CompositeTypes"][PublicCompositeTypeNameOrOptions]
    : never

export const Constants = {
  public: {
    Enums: {
      accommodation_type: ["lodge", "camp", "hotel", "guesthouse"],
      analytics_kind: ["event", "performance"],
      app_role: ["user", "admin", "super_admin"],
      enquiry_status: ["new", "replied", "quoted", "won", "lost"],
      notification_status: ["pending", "sending", "sent", "failed"],
      package_category: [
        "gorilla-trekking",
        "wildlife-safaris",
        "cultural-experiences",
        "chimpanzee-trekking",
        "birding",
      ],
    },
  },
} as const
